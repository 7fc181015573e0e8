/**
 * The dialog that hands a one-time link over (a password reset): the link
 * with its copy button and warning, then Done. Until there is a link it shows its
 * `children`, the form that asks for one.
 */
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { DialogFrame, type DialogFrameProps } from '../components/form/dialogs'
import { OneTimeLink } from './one-time-link'

/** A dialog's end once its answer is shown: Done closes it. */
export function DoneFooter() {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button">Done</Button>
      </DialogClose>
    </DialogFooter>
  )
}

export function OneTimeLinkDialog({
  link,
  children,
  ...frame
}: Omit<DialogFrameProps, 'children'> & { link: string | null; children?: ReactNode }) {
  return (
    <DialogFrame {...frame}>
      {link ? (
        <>
          <OneTimeLink link={link} />
          <DoneFooter />
        </>
      ) : (
        children
      )}
    </DialogFrame>
  )
}
