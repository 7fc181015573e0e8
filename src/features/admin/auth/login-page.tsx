/**
 * /admin/login, first version: it checks for a stored session (so the admin chunk carries
 * supabase-js from the start) and says honestly that the sign-in form is still to come.
 */
import { Link } from 'react-router-dom'
import { NotBuiltYet } from '@/components/not-built-yet'
import { PageLoading } from '@/components/page-loading'
import { Head } from '@/components/seo/head'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { siteConfig } from '@/config/site'
import { useSession } from './api/get-session'

export function LoginPage() {
  const session = useSession()

  return (
    <>
      <Head title="Admin Login" noIndex />
      <main className="flex min-h-screen items-center justify-center bg-muted/30 p-4">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl">Admin Login</h1>
            </CardTitle>
            <CardDescription>Staff sign-in for {siteConfig.name}.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {session.isPending ? (
              <PageLoading className="min-h-0 py-6" />
            ) : session.isError ? (
              <Alert variant="destructive">
                <AlertTitle>Authentication Error:</AlertTitle>
                <AlertDescription>{session.error.message}</AlertDescription>
              </Alert>
            ) : session.data ? (
              <p className="text-sm">Signed in as {session.data.user.email}.</p>
            ) : null}
            <NotBuiltYet />
            <Button asChild variant="outline" className="w-full">
              <Link to={paths.home.getHref()}>Return to Home</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </>
  )
}
