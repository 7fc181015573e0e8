/**
 * Starts setting up an authenticator app (a TOTP factor). An attempt left unverified
 * earlier (a closed tab) is removed first: it would count against Auth's factor limit.
 */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { siteConfig } from '@/config/site'

export interface Enrolment {
  factorId: string
  /** An SVG data URL of the otpauth URI. */
  qrCode: string
  /** The base32 key, for typing into an app that cannot scan. */
  secret: string
}

/**
 * auth-js hands the QR code over as `data:image/svg+xml;utf-8,<svg ...>`, the SVG unescaped:
 * a '#' in a colour ends the URL there (the fragment) and the image breaks. Encoded, it loads.
 */
function svgImageSource(qrCode: string): string {
  const svg = qrCode.slice(qrCode.indexOf(',') + 1)
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** A factor's friendly name: Auth refuses two of one name, and a move to a new phone holds two. */
function factorName(now = new Date()): string {
  return `Authenticator app, added ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

export async function startEnrolment(): Promise<Enrolment> {
  const factors = unwrap(await supabase.auth.mfa.listFactors())
  for (const factor of factors.all) {
    if (factor.status === 'unverified') {
      unwrap(await supabase.auth.mfa.unenroll({ factorId: factor.id }))
    }
  }
  const enrolled = unwrap(
    await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: factorName(),
      issuer: siteConfig.name,
    }),
  )
  return {
    factorId: enrolled.id,
    qrCode: svgImageSource(enrolled.totp.qr_code),
    secret: enrolled.totp.secret,
  }
}
