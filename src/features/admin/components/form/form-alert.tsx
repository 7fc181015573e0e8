/** What a submitted form answers above its fields: the server's refusal, or that it worked. */
import { AlertCircle, CheckCircle2 } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'

export function FormAlert({ ok = false, message }: { ok?: boolean; message: string }) {
  return ok ? (
    <Alert variant="default">
      <CheckCircle2 className="text-success" aria-hidden="true" />
      <AlertDescription className="text-foreground">{message}</AlertDescription>
    </Alert>
  ) : (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}
