/**
 * The script inlined into each prerendered page (compiled by scripts/inline-loader.ts):
 * the early-click loader started with the parameters the page carries as data.
 */
import { readLoaderData, startEarlyClickLoader } from './early-click-loader'

startEarlyClickLoader(readLoaderData(document))
