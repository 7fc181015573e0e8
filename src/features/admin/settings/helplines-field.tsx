/**
 * The responsible-gambling helplines: one row per country (its pages' footer shows it) and
 * the worldwide row every other page shows, which cannot be removed.
 */
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/utils'
import { Field, TextField } from '../components/form'
import type { StoredSettings } from './api/get-settings'
import type { SettingsFormValues, SettingsInput } from './settings-schema'

type Props = {
  form: UseFormReturn<SettingsFormValues, unknown, SettingsInput>
  countries: StoredSettings['countries']
  disabled: boolean
  className?: string
}

export function HelplinesField({ form, countries, disabled, className }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'helplines' })
  const listError = form.formState.errors.helplines?.root?.message
  const nameOf = (slug: string) =>
    slug === 'worldwide' ? 'Worldwide' : (countries.find((c) => c.slug === slug)?.name ?? slug)
  const unused = countries.filter(
    (country) => !form.watch('helplines').some((line) => line.country === country.slug),
  )

  return (
    <section aria-labelledby="helplines-heading" className={cn('space-y-3', className)}>
      <div>
        <h2 id="helplines-heading" className="font-medium">
          Responsible-gambling helplines
        </h2>
        <p className="text-xs text-muted-foreground">
          A country&apos;s pages show its own helpline in the footer; every other page shows the
          worldwide one.
        </p>
      </div>
      <ul className="space-y-3">
        {fields.map((line, index) => {
          const country = form.watch(`helplines.${index}.country`)
          return (
            <li key={line.id}>
              {/*
                Country, name and phone side by side; the link below at full width, so a whole
                URL shows. Short labels that never wrap keep a row's inputs in line; the
                legend says whose helpline it is.
              */}
              <fieldset className="grid min-w-0 gap-3 rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-[minmax(10rem,14rem)_minmax(0,1fr)_minmax(0,14rem)]">
                <legend className="sr-only">Helpline of {nameOf(country)}</legend>
                {country === 'worldwide' ? (
                  <div className="space-y-2">
                    <p className="text-sm font-medium leading-none">Country</p>
                    <p className="flex h-10 items-center text-sm">Worldwide (fallback)</p>
                  </div>
                ) : (
                  <Field
                    label="Country"
                    error={form.formState.errors.helplines?.[index]?.country?.message}
                  >
                    {(control) => (
                      <NativeSelect
                        className="w-full"
                        {...control}
                        disabled={disabled}
                        {...form.register(`helplines.${index}.country`)}
                      >
                        <option value={country}>{nameOf(country)}</option>
                        {unused.map((option) => (
                          <option key={option.slug} value={option.slug}>
                            {option.name}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Field>
                )}
                <TextField
                  form={form}
                  name={`helplines.${index}.name`}
                  label="Helpline name"
                  disabled={disabled}
                />
                <TextField
                  form={form}
                  name={`helplines.${index}.phone`}
                  label="Phone"
                  type="tel"
                  disabled={disabled}
                />
                <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
                  <TextField
                    form={form}
                    name={`helplines.${index}.url`}
                    label="Link"
                    type="url"
                    className="flex-1"
                    disabled={disabled}
                  />
                  {country === 'worldwide' || disabled ? null : (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove the helpline of ${nameOf(country)}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ul>
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      {disabled || unused.length === 0 ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ country: unused[0]!.slug, name: '', phone: '', url: '' })}
        >
          <Plus aria-hidden="true" />
          Add a country&apos;s helpline
        </Button>
      )}
    </section>
  )
}
