/**
 * The brand form's tab panels, one component per tab. Each receives the form and whether
 * it is read-only; the form (brand-form.tsx) owns loading, saving and the tabs.
 */
import { Plus, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { TRUST_BADGES } from '@/features/ranking'
import { CountryFlag } from '@/features/site'
import {
  CheckboxField,
  NumberField,
  SelectField,
  SlugField,
  TextareaField,
  TextField,
} from '../components/form'
import type { BrandRow } from './api/get-brand'
import type { CategoryOption, CountryOption } from './api/get-brand-options'
import {
  BONUS_PRODUCTS,
  BRAND_LIMITS,
  REVIEW_SECTIONS,
  TRUST_ICON_KEYS,
  type BrandFormValues,
  WAGERING_APPLIES_TO,
  type BrandInput,
} from './brand-schema'
import { LogoField } from './logo-field'
import { OfferRules } from './offer-rules'

export type BrandForm = UseFormReturn<BrandFormValues, unknown, BrandInput>
type PanelProps = { form: BrandForm; readOnly: boolean }

/** A country as the form offers it: its name, and whether it is inactive (its flag is beside). */
function countryOption(country: CountryOption) {
  return { value: country.id, label: `${country.name}${country.is_active ? '' : ' (inactive)'}` }
}

export function BasicsPanel({
  form,
  row,
  countries,
}: {
  form: BrandForm
  row: BrandRow | null
  countries: CountryOption[]
}) {
  const countryId = useWatch({ control: form.control, name: 'country_id' })
  const chosen = countries.find((country) => country.id === countryId)
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField form={form} name="brand_name" label="Brand name" autoComplete="off" />
      <SlugField
        name="brand_slug"
        from="brand_name"
        description={
          row
            ? 'The review page: /reviews/{slug}. Changing it breaks links to the old address.'
            : 'The review page: /reviews/{slug}. Proposed from the name until you edit it.'
        }
      />
      <SelectField
        form={form}
        name="country_id"
        label="Country"
        blank="Choose a country"
        options={countries.map(countryOption)}
        leading={
          chosen ? (
            <CountryFlag slug={chosen.slug} flag={chosen.flag_icon} name={chosen.name} size="sm" />
          ) : null
        }
        description="The market whose ranking lists the brand."
      />
      <TextField
        form={form}
        name="label_tag"
        label="Label tag"
        autoComplete="off"
        description="Optional badge, e.g. Fast Payouts (shown upper-cased below rank 1)."
      />
      <TextField
        form={form}
        name="destination_url"
        label="Destination URL"
        type="url"
        autoComplete="off"
        spellCheck={false}
        className="md:col-span-2"
        description={
          <>
            The affiliate link Get Bonus opens (http or https). Put <code>{'{click_id}'}</code>{' '}
            where the click id belongs, e.g.{' '}
            <code>{'https://casino.example/?btag={click_id}'}</code>; without it, the click id is
            appended as the sub-id parameter.
          </>
        }
      />
      <TextField
        form={form}
        name="subid_param"
        label="Sub-id parameter"
        autoComplete="off"
        spellCheck={false}
        description="The query parameter that carries the click id when the URL has no {click_id}: subid, clickref, btag..."
      />
      <div className="grid content-start gap-3 sm:grid-cols-3 md:col-span-2">
        <CheckboxField
          form={form}
          name="is_active"
          label="Active"
          description="Inactive brands are hidden from visitors."
        />
        <CheckboxField form={form} name="is_editors_choice" label="Editor's choice" />
        <CheckboxField form={form} name="is_trending" label="Trending" />
      </div>
    </div>
  )
}

export function OfferPanel({
  form,
  readOnly,
  countries,
  refusal,
}: PanelProps & { countries: CountryOption[]; refusal: string | null }) {
  const countryId = useWatch({ control: form.control, name: 'country_id' })
  const market = countries.find((country) => country.id === countryId)?.name ?? null
  return (
    <div className="grid gap-6">
      <OfferRules control={form.control} marketName={market} refusal={refusal} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextareaField
          form={form}
          name="bonus_text"
          label="Bonus text"
          rows={2}
          className="md:col-span-2"
          description={`The card's welcome bonus line (at most ${BRAND_LIMITS.bonusText} characters). Empty: "Special Bonus Available", and no offer to check.`}
        />
        <TextareaField
          form={form}
          name="hover_bonus_text"
          label="Hover bonus text"
          rows={2}
          className="md:col-span-2"
          description="Shown instead while the pointer is over the card."
        />
        <TextField
          form={form}
          name="cta_button_text"
          label="CTA button text"
          autoComplete="off"
          description={'The review page\'s button. Empty: "Play Now".'}
        />
      </div>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">Bonus terms</legend>
        <p className="text-xs text-muted-foreground md:col-span-2">
          The offer's significant terms, shown next to it where the market requires them and checked
          against the market's rules.
        </p>
        <TextField
          form={form}
          name="bonus_amount"
          label="Bonus amount"
          autoComplete="off"
          description="As shown, e.g. £100 or 100 Free Spins"
        />
        <TextField
          form={form}
          name="bonus_reason"
          label="Reason"
          autoComplete="off"
          description="Why it is given, e.g. Welcome offer on your first deposit"
        />
        <TextField
          form={form}
          name="min_deposit"
          label="Minimum deposit"
          autoComplete="off"
          description="With currency, e.g. C$10"
        />
        <NumberField
          form={form}
          name="bonus_expiry_days"
          label="Expiry (days)"
          min={1}
          max={BRAND_LIMITS.bonusExpiryDays}
          step={1}
          description="Days the bonus stays valid once credited (1 to 365)."
        />
        <NumberField
          form={form}
          name="wagering_multiple"
          label="Wagering (times)"
          min={0}
          max={BRAND_LIMITS.wageringMultiple}
          step={0.1}
          inputMode="decimal"
          description="How many times it is played through: 10 for 10x; empty for none stated."
        />
        <SelectField
          form={form}
          name="wagering_applies_to"
          label="Wagering applies to"
          blank="Not stated"
          options={WAGERING_APPLIES_TO}
        />
        <TextField
          form={form}
          name="max_bet"
          label="Maximum bet"
          autoComplete="off"
          description="While the bonus is active, e.g. £5 per spin"
        />
        <TextField
          form={form}
          name="max_cashout"
          label="Maximum cashout"
          autoComplete="off"
          description="e.g. £100 from free spins"
        />
        <TextareaField
          form={form}
          name="eligible_games"
          label="Eligible games"
          rows={2}
          className="md:col-span-2"
          description="Eligible games or game weighting, e.g. Slots count 100%, table games 10%"
        />
        <TextField
          form={form}
          name="promo_code"
          label="Promo code"
          autoComplete="off"
          spellCheck={false}
          description="Letters, digits, _ and -; empty for none."
        />
        <TextField
          form={form}
          name="full_terms_url"
          label="Full terms URL"
          type="url"
          autoComplete="off"
          spellCheck={false}
          description="The operator's page with the offer's full terms (http or https)."
        />
        <CheckboxField
          form={form}
          name="first_deposit_offer"
          label="First-deposit offer"
          description="Given only at the first deposit (first play)."
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <CheckboxGroup
            form={form}
            name="bonus_products"
            legend="Products the bonus is for"
            hint="Where the bonus can be used; some markets forbid a bonus mixing products."
            readOnly={readOnly}
            order={BONUS_PRODUCTS.map((product) => product.value)}
            options={BONUS_PRODUCTS.map((product) => ({
              value: product.value,
              id: `bonus-product-${product.value}`,
              labelClassName: 'font-normal',
              label: product.label,
            }))}
          />
        </div>
      </fieldset>
    </div>
  )
}

export function ScoresPanel({ form, row }: PanelProps & { row: BrandRow | null }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <NumberField
        form={form}
        name="editor_score"
        label="Editor score"
        min={0}
        max={100}
        step={1}
        description="Out of 100: the score bubble (review stars are this divided by 20)."
      />
      <NumberField
        form={form}
        name="today_picked_count"
        label="Picked today"
        min={0}
        step={1}
        description='Shown as the "Picked Today" metric when above 50.'
      />
      <NumberField
        form={form}
        name="rating_baseline"
        label="Rating baseline"
        min={1}
        max={5}
        step={0.01}
        inputMode="decimal"
        description="Star rating from before on-site voting (1 to 5, two decimals); empty for none."
      />
      <NumberField
        form={form}
        name="rating_baseline_votes"
        label="Baseline votes"
        min={0}
        step={1}
        description="How many votes the baseline stands for."
      />
      <div className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm md:col-span-2">
        <p className="font-medium">User rating</p>
        <p aria-live="polite">
          {row?.user_rating != null
            ? `${Number(row.user_rating).toFixed(2)} from ${row.user_rating_votes.toLocaleString('en-US')} votes`
            : 'None yet'}
        </p>
        <p className="text-xs text-muted-foreground">
          Computed by the database from the baseline and visitors' votes; it updates on save.
        </p>
      </div>
    </div>
  )
}

export function TrustPanel({ form, readOnly }: PanelProps) {
  const metrics = useFieldArray({ control: form.control, name: 'metrics' })
  return (
    <div className="grid gap-6">
      <CheckboxGroup
        form={form}
        name="trust_icons"
        legend="Trust icons"
        hint="The badges of the review page; none chosen: the automatic list."
        readOnly={readOnly}
        // Kept in the badges' own order, whatever the order they were ticked in.
        order={TRUST_ICON_KEYS}
        options={TRUST_ICON_KEYS.map((key) => {
          const { label, icon: Icon } = TRUST_BADGES[key]
          return {
            value: key,
            id: `trust-icon-${key}`,
            labelClassName: 'inline-flex items-center gap-1.5 font-normal',
            label: (
              <>
                <Icon aria-hidden="true" className="size-3.5 text-success" />
                {label}
              </>
            ),
          }
        })}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Metrics</legend>
        <p className="text-xs text-muted-foreground">
          Up to {BRAND_LIMITS.metrics} label and value pairs. The card shows two: "RTP" and "Picked
          Today" first when they apply, then these in this order.
        </p>
        {metrics.fields.map((metric, index) => (
          <div key={metric.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              form={form}
              name={`metrics.${index}.label`}
              label={`Metric ${index + 1} label`}
              autoComplete="off"
            />
            <TextField
              form={form}
              name={`metrics.${index}.value`}
              label={`Metric ${index + 1} value`}
              autoComplete="off"
            />
            {readOnly ? null : (
              <RemoveButton
                className="sm:mt-7"
                label={`Remove metric ${index + 1}`}
                onClick={() => metrics.remove(index)}
              />
            )}
          </div>
        ))}
        {readOnly ? null : (
          <AddButton
            disabled={metrics.fields.length >= BRAND_LIMITS.metrics}
            onClick={() => metrics.append({ label: '', value: '' })}
          >
            Add a metric
          </AddButton>
        )}
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          form={form}
          name="payout_speed"
          label="Payout speed"
          autoComplete="off"
          description="e.g. Within 24 hours"
        />
        <TextField
          form={form}
          name="license"
          label="Licence"
          autoComplete="off"
          description="Authority and reference"
        />
      </div>
    </div>
  )
}

/** An editable list of short texts (pros or cons), at most `max` entries. */
function TextListField({
  form,
  readOnly,
  name,
  singular,
  max,
}: PanelProps & { name: 'pros' | 'cons'; singular: string; max: number }) {
  const list = useFieldArray({ control: form.control, name })
  const title = name === 'pros' ? 'Pros' : 'Cons'
  const listError = form.getFieldState(name, form.formState).error
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{title}</legend>
      <p className="text-xs text-muted-foreground">
        Up to {max}, one point each, as the review page lists them.
      </p>
      {list.fields.map((entry, index) => (
        <div key={entry.id} className="flex items-start gap-2">
          <TextField
            form={form}
            name={`${name}.${index}.value`}
            label={`${singular} ${index + 1}`}
            autoComplete="off"
            className="flex-1"
          />
          {readOnly ? null : (
            <RemoveButton
              className="mt-7"
              label={`Remove ${singular.toLowerCase()} ${index + 1}`}
              onClick={() => list.remove(index)}
            />
          )}
        </div>
      ))}
      {listError?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {listError.message}
        </p>
      ) : null}
      {readOnly ? null : (
        <AddButton disabled={list.fields.length >= max} onClick={() => list.append({ value: '' })}>
          Add a {singular.toLowerCase()}
        </AddButton>
      )}
    </fieldset>
  )
}

export function ReviewPanel({ form, readOnly }: PanelProps) {
  return (
    <div className="grid gap-6">
      <TextareaField
        form={form}
        name="short_description"
        label="Short description"
        rows={3}
        description={`At most ${BRAND_LIMITS.shortDescription} characters.`}
      />
      <TextareaField
        form={form}
        name="full_description"
        label="Full description"
        rows={6}
        description={`At most ${BRAND_LIMITS.fullDescription} characters.`}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <TextListField
          form={form}
          readOnly={readOnly}
          name="pros"
          singular="Pro"
          max={BRAND_LIMITS.pros}
        />
        <TextListField
          form={form}
          readOnly={readOnly}
          name="cons"
          singular="Con"
          max={BRAND_LIMITS.cons}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {REVIEW_SECTIONS.map(({ key, label }) => (
          <TextareaField key={key} form={form} name={key} label={label} rows={4} />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        The eight sections together hold at most{' '}
        {BRAND_LIMITS.reviewSections.toLocaleString('en-US')} characters.
      </p>
    </div>
  )
}

export function CategoriesPanel({
  form,
  readOnly,
  categories,
}: PanelProps & { categories: CategoryOption[] }) {
  return (
    <CheckboxGroup
      form={form}
      name="category_ids"
      legend="Categories"
      hint="The brand is listed on the ranking of each category ticked (the casino ranking lists every brand)."
      empty="No categories yet: add them under Categories."
      readOnly={readOnly}
      options={categories.map((category) => ({
        value: category.id,
        id: `category-${category.id}`,
        labelClassName: 'font-normal',
        label: `${category.name}${category.is_active ? '' : ' (inactive)'}`,
      }))}
    />
  )
}

export function LogoPanel({ form, readOnly }: PanelProps) {
  return <LogoField form={form} disabled={readOnly} />
}

/** A list row's remove button (an icon, named by `label`). */
function RemoveButton({
  label,
  className,
  onClick,
}: {
  label: string
  className: string
  onClick: () => void
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      onClick={onClick}
    >
      <X aria-hidden="true" />
    </Button>
  )
}

/** Adds a row to a list: 'Add a pro'. */
function AddButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onClick}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  )
}

type CheckboxOption = { value: string; id: string; label: ReactNode; labelClassName: string }

/**
 * A fieldset of checkboxes over a list field (trust icons, categories): ticking adds the
 * value (in `order` when given, else at the end), unticking removes it.
 */
function CheckboxGroup({
  form,
  name,
  legend,
  hint,
  empty,
  readOnly,
  options,
  order,
}: {
  form: BrandForm
  name: 'trust_icons' | 'category_ids' | 'bonus_products'
  legend: string
  hint: string
  /** Shown instead of the checkboxes when there are no options. */
  empty?: string
  readOnly: boolean
  options: CheckboxOption[]
  order?: readonly string[]
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const values = field.value as string[]
        const toggle = (value: string, checked: boolean) =>
          field.onChange(
            !checked
              ? values.filter((candidate) => candidate !== value)
              : order
                ? order.filter((candidate) => candidate === value || values.includes(candidate))
                : [...values, value],
          )
        return (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">{legend}</legend>
            <p className="text-xs text-muted-foreground">{hint}</p>
            {options.length === 0 && empty ? (
              <p className="text-sm text-muted-foreground">{empty}</p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {options.map((option) => (
                  <div key={option.value} className="flex items-center gap-2">
                    <Checkbox
                      id={option.id}
                      disabled={readOnly}
                      checked={values.includes(option.value)}
                      onBlur={field.onBlur}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                    <Label htmlFor={option.id} className={option.labelClassName}>
                      {option.label}
                    </Label>
                  </div>
                ))}
              </div>
            )}
            {fieldState.error?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        )
      }}
    />
  )
}
