/**
 * The fields of a market's or region's rules, in four groups: offers, age and responsible
 * gambling, calls to action, and the offer rules checked when a brand is saved; then the
 * staff's source note. Shared by the market form and the region form (rules-schema.ts).
 */
import { useId, useMemo, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../components/form'
import { BONUS_POLICIES, BONUS_POLICY_LABELS } from './rules-labels'
import type { RulesFormValues } from './rules-schema'

const POLICY_OPTIONS = BONUS_POLICIES.map((policy) => ({
  value: policy,
  label: BONUS_POLICY_LABELS[policy],
}))

/** A titled group of fields, two columns from the md width. */
export function FieldGroup({
  legend,
  description,
  children,
}: {
  legend: string
  description?: string
  children: ReactNode
}) {
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-md border p-4 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {description ? (
        <p className="-mt-2 text-sm text-muted-foreground md:col-span-2">{description}</p>
      ) : null}
      {children}
    </fieldset>
  )
}

function timeZoneNames(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
}

export function RulesFields<T extends FieldValues & RulesFormValues, O extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>
}) {
  const name = (field: keyof RulesFormValues) => field as Path<T>
  const zonesId = useId()
  const zones = useMemo(() => timeZoneNames(), [])
  return (
    <>
      <FieldGroup
        legend="Offers"
        description="How the ranking and the review pages show a brand's bonus here."
      >
        <SelectField
          form={form}
          name={name('bonus_policy')}
          label="Bonus policy"
          options={POLICY_OPTIONS}
          description="Hiding also hides promo codes (Ontario)."
        />
        <TextField
          form={form}
          name={name('neutral_offer_text')}
          label="Neutral line"
          autoComplete="off"
          description="Shown instead of the offer when the policy is a neutral line."
        />
        <TextField
          form={form}
          name={name('ad_label')}
          label="Advertising label"
          autoComplete="off"
          description="Shown on the ranking: '#ad', 'Werbung', 'Reklam'."
        />
        <CheckboxField
          form={form}
          name={name('significant_terms_required')}
          label="Significant terms next to the offer"
          className="self-center"
          description="Cards and reviews show 'Significant terms' and a 'Full terms' link."
        />
      </FieldGroup>
      <FieldGroup legend="Age and responsible gambling">
        <NumberField
          form={form}
          name={name('min_age')}
          label="Minimum age"
          min={18}
          max={25}
          step={1}
          description="18 to 25."
        />
        <TextField
          form={form}
          name={name('helpline_name')}
          label="Helpline"
          autoComplete="off"
          description="BeGambleAware, ConnexOntario, Stödlinjen…"
        />
        <TextField
          form={form}
          name={name('helpline_url')}
          label="Helpline link"
          type="url"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          form={form}
          name={name('helpline_phone')}
          label="Helpline phone"
          type="tel"
          autoComplete="off"
        />
        <TextareaField
          form={form}
          name={name('rg_wording')}
          label="Required wording"
          rows={3}
          className="md:col-span-2"
          description="The regulator's wording, shown with the helpline (up to 500 characters)."
        />
      </FieldGroup>
      <FieldGroup
        legend="Calls to action"
        description="Hours when Get Bonus buttons are withheld, in the market's own time (Croatia: 06:00 to 23:00). Leave both empty for none."
      >
        <TextField form={form} name={name('cta_quiet_from')} label="Quiet from" type="time" />
        <TextField form={form} name={name('cta_quiet_to')} label="Quiet until" type="time" />
        <TextField
          form={form}
          name={name('time_zone')}
          label="Time zone"
          autoComplete="off"
          spellCheck={false}
          list={zonesId}
          className="md:col-span-2"
          description="An IANA name such as Europe/Zagreb."
        />
        <datalist id={zonesId}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </FieldGroup>
      <FieldGroup
        legend="Offer rules"
        description="Checked when staff save a brand of this market: an active brand whose offer breaks one is not saved."
      >
        <NumberField
          form={form}
          name={name('offer_max_wagering')}
          label="Wagering cap"
          min={0}
          max={200}
          step={0.1}
          inputMode="decimal"
          description="The highest wagering multiple (10 = 10x); empty for no cap."
        />
        <CheckboxField
          form={form}
          name={name('offer_first_deposit_only')}
          label="Bonuses only at first deposit"
          className="self-center"
        />
        <CheckboxField
          form={form}
          name={name('offer_requires_amount_reason_duration')}
          label="A bonus states its amount, reason and duration"
        />
        <CheckboxField
          form={form}
          name={name('offer_single_product')}
          label="A bonus may not mix products"
        />
      </FieldGroup>
      <TextareaField
        form={form}
        name={name('source')}
        label="Source"
        rows={2}
        description="Where these rules come from (for staff; visitors never see it)."
      />
    </>
  )
}
