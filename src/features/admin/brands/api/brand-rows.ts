/**
 * The brands as their form, list and delete read and change them. A brand is read with its
 * category tags (get-brand.ts) and saved with them in one request (save_brand, save-brand.ts);
 * its delete and the list's Activate/Deactivate are every section's (sectionRows). The
 * delete's tags go with it (brand_categories cascades), and the Undo puts both back.
 */
import { sectionRows } from '../../components/form/api/section-rows'
import type { BrandInput } from '../brand-schema'
import { brandKeys } from '../keys'
import { brandsSection } from '../section'
import { brandQueryOptions, type BrandRow } from './get-brand'
import { saveBrand } from './save-brand'

const name = (row: BrandRow) => row.brand_name
const { remove, setActive } = sectionRows(brandsSection, brandKeys, { name })

export const brandRows = {
  section: brandsSection,
  keys: brandKeys,
  name,
  rowQuery: brandQueryOptions,
  create: (input: BrandInput) => saveBrand(null, input),
  update: (id: string, version: string, input: BrandInput) =>
    saveBrand({ id, updated_at: version }, input),
  remove,
  setActive,
}
