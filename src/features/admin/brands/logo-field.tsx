/**
 * The brand's logo: pick it from the media library (or upload into the library there;
 * the picker asks for alt text first), upload an image straight to the media bucket (its
 * public URL goes into brand_logo_url), see it, or clear it. The field states the bucket's
 * own rules, and a file they refuse says why on the field before any upload.
 */
import { useQuery } from '@tanstack/react-query'
import { ImageOff, Images, Loader2, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { describeError, Field, notifySuccess, TextField } from '../components/form'
import { bucketRulesQuery, type BucketRules } from '../components/upload/api/get-bucket-rules'
import { describeTypes, formatBytes, refusalOf } from '../components/upload/bucket-rules'
import { MEDIA_BUCKET, MediaPickerDialog } from '../media'
import { uploadLogo } from './api/upload-logo'
import type { BrandFormValues, BrandInput } from './brand-schema'

export function LogoField({
  form,
  disabled,
}: {
  form: UseFormReturn<BrandFormValues, unknown, BrandInput>
  disabled: boolean
}) {
  const url = useWatch({ control: form.control, name: 'brand_logo_url' }).trim()
  const [uploading, setUploading] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [picking, setPicking] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const rules = useQuery(bucketRulesQuery(MEDIA_BUCKET)).data

  async function onFile(file: File | undefined) {
    setRefusal(null)
    if (!file) return
    const reason = rules ? refusalOf(file, rules) : null
    if (reason) {
      setRefusal(`${file.name}: ${reason}`)
      if (input.current) input.current.value = ''
      return
    }
    setUploading(true)
    try {
      const publicUrl = await uploadLogo(file)
      form.setValue('brand_logo_url', publicUrl, { shouldDirty: true, shouldValidate: true })
      notifySuccess(`Uploaded ${file.name}.`)
    } catch (error) {
      setRefusal(describeError(error))
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="space-y-3">
        <p className="text-sm font-medium">Current logo</p>
        <div className="flex h-28 items-center justify-center rounded-lg border bg-muted/40 p-3">
          {url ? (
            <img
              src={url}
              alt="The brand's logo"
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ImageOff aria-hidden="true" className="size-4" />
              No logo: the card derives one from the destination's site.
            </p>
          )}
        </div>
        {url && !disabled ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              form.setValue('brand_logo_url', '', { shouldDirty: true, shouldValidate: true })
            }
          >
            <X aria-hidden="true" />
            Remove logo
          </Button>
        ) : null}
      </div>
      <div className="space-y-5">
        {disabled ? null : (
          <div className="space-y-1">
            <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
              <Images aria-hidden="true" />
              Choose from library
            </Button>
            <MediaPickerDialog
              open={picking}
              onOpenChange={setPicking}
              title="Choose the brand's logo"
              onPick={({ row, url: picked }) => {
                form.setValue('brand_logo_url', picked, { shouldDirty: true, shouldValidate: true })
                notifySuccess(`Logo set to ${row.file_name}.`)
              }}
            />
          </div>
        )}
        {disabled ? null : (
          <Field
            label="Upload a logo"
            description={uploadRules(rules)}
            error={refusal ?? undefined}
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <Input
                  {...control}
                  ref={input}
                  type="file"
                  accept={rules?.types?.join(',') ?? 'image/*'}
                  disabled={uploading}
                  className="cursor-pointer file:mr-3 file:cursor-pointer"
                  onChange={(event) => void onFile(event.target.files?.[0])}
                />
                {uploading ? (
                  <Loader2
                    aria-label="Uploading"
                    role="status"
                    className="size-4 shrink-0 animate-spin motion-reduce:animate-none"
                  />
                ) : null}
              </div>
            )}
          </Field>
        )}
        <TextField
          form={form}
          name="brand_logo_url"
          label="Logo URL"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          description="Filled by the upload; or paste an http(s) URL or a site path."
        />
      </div>
    </div>
  )
}

/** The bucket's rules in words: 'JPEG, PNG or WebP, at most 5 MB. …'. */
function uploadRules(rules: BucketRules | undefined): string {
  const where = 'It is stored in the media library.'
  if (!rules) return `An image. ${where}`
  const types = rules.types ? describeTypes(rules.types) : 'Any image'
  const size = rules.maxBytes === null ? '' : `, at most ${formatBytes(rules.maxBytes)}`
  return `${types}${size}. ${where}`
}
