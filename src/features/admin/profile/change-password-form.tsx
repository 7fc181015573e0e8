import { zodResolver } from '@hookform/resolvers/zod'
import { AlertCircle, CheckCircle2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { updatePassword } from '../auth/api/update-password'
import { describeError } from '../components/form'
import {
  changePasswordSchema,
  MIN_PASSWORD_LENGTH,
  type ChangePasswordValues,
} from './change-password-schema'

export function ChangePasswordForm() {
  const id = useId()
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setResult(null)
    try {
      await updatePassword(password)
    } catch (error) {
      setResult({ ok: false, message: describeError(error) })
      return
    }
    reset()
    setResult({ ok: true, message: 'Your password has been changed.' })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {result ? (
        <Alert variant={result.ok ? 'default' : 'destructive'}>
          {result.ok ? (
            <CheckCircle2 className="text-success" aria-hidden="true" />
          ) : (
            <AlertCircle aria-hidden="true" />
          )}
          <AlertDescription className={result.ok ? 'text-foreground' : undefined}>
            {result.message}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>New password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={`${id}-password-hint`}
          {...register('password')}
        />
        <p
          id={`${id}-password-hint`}
          className={errors.password ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
        >
          {errors.password?.message ?? `At least ${MIN_PASSWORD_LENGTH} characters.`}
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-confirm`}>Confirm new password</Label>
        <Input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? `${id}-confirm-error` : undefined}
          {...register('confirmPassword')}
        />
        {errors.confirmPassword ? (
          <p id={`${id}-confirm-error`} className="text-sm text-destructive">
            {errors.confirmPassword.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  )
}
