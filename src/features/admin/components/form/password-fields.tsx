/**
 * A new password typed twice, as Auth takes it: the first field's hint under it turns into
 * its error; the confirmation shows its error when the two differ. The rules are
 * schema-rules.ts's passwordPair.
 */
import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

export type PasswordPairValues = { password: string; confirm: string }

export function PasswordFields({
  form,
  confirmLabel,
  hint,
  disabled,
}: {
  form: UseFormReturn<PasswordPairValues>
  /** 'Confirm password' */
  confirmLabel: string
  /** Under 'New password' until it has an error: 'Use at least 8 characters.' */
  hint: string
  disabled?: boolean
}) {
  const id = useId()
  const { errors } = form.formState
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>New password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={`${id}-password-hint`}
          disabled={disabled}
          {...form.register('password')}
        />
        <p
          id={`${id}-password-hint`}
          className={errors.password ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
        >
          {errors.password?.message ?? hint}
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-confirm`}>{confirmLabel}</Label>
        <Input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
          disabled={disabled}
          {...form.register('confirm')}
        />
        {errors.confirm ? (
          <p id={`${id}-confirm-error`} className="text-sm text-destructive">
            {errors.confirm.message}
          </p>
        ) : null}
      </div>
    </>
  )
}
