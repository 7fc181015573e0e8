/** 'Change password' on the profile page: the new password typed twice. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { updatePassword } from '../auth/api/update-password'
import { describeError, FormAlert, PASSWORD_MIN_LENGTH, PasswordFields } from '../components/form'
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema'

export function ChangePasswordForm() {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setResult(null)
    try {
      await updatePassword(password)
    } catch (error) {
      setResult({ ok: false, message: describeError(error) })
      return
    }
    form.reset()
    setResult({ ok: true, message: 'Your password has been changed.' })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {result ? <FormAlert ok={result.ok} message={result.message} /> : null}
      <PasswordFields
        form={form}
        confirmLabel="Confirm new password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  )
}
