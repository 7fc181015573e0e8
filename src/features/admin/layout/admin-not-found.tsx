import { SearchX } from 'lucide-react'
import { MessageScreen } from '../components/message-screen'

/** An /admin URL that is no section (a mistyped or outdated link), inside the admin frame. */
export function AdminNotFound() {
  return (
    <MessageScreen
      pageTitle="Page not found · Admin"
      icon={SearchX}
      status="404"
      heading="Page not found"
    >
      No admin page has this address. Pick a section in the menu.
    </MessageScreen>
  )
}
