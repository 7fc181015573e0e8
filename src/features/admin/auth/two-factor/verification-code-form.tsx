/**
 * The 'Verification code' field and its button, used wherever a code from the authenticator
 * app is asked for: the sign-in step, enrolment and removal. `onCode` throws Auth's refusal,
 * which is shown above the field; the code is cleared for the next try.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormAlert, TextField } from '../../components/form'
import { describeTwoFactorError } from './two-factor-errors'
import {
  verificationCodeSchema,
  type VerificationCodeInput,
  type VerificationCodeValues,
} from './verification-code-schema'

export function VerificationCodeForm({
  submitLabel,
  pendingLabel,
  onCode,
  autoFocus = false,
  variant = 'default',
}: {
  submitLabel: string
  pendingLabel: string
  onCode: (code: string) => Promise<void>
  autoFocus?: boolean
  variant?: 'default' | 'destructive'
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<VerificationCodeInput, unknown, VerificationCodeValues>({
    resolver: zodResolver(verificationCodeSchema),
    defaultValues: { code: '' },
  })
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null)
    try {
      await onCode(code)
    } catch (error) {
      setFailure(describeTwoFactorError(error))
      form.reset({ code: '' })
      form.setFocus('code')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure ? <FormAlert message={failure} /> : null}
      <TextField
        form={form}
        name="code"
        label="Verification code"
        description="The 6-digit code your authenticator app shows now."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus={autoFocus}
        className="max-w-48"
      />
      <Button type="submit" variant={variant} disabled={isSubmitting}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
