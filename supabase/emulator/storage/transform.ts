/**
 * Image transformation as Supabase's render endpoint does it (imgproxy there,
 * sharp here): width and height up to 2500, resize cover | contain | fill
 * (default cover), quality 20–100 (default 80). The output format follows the
 * Accept header — WebP when the client takes it, AVIF when it takes that and
 * the bucket has AVIF detection on — unless `format=origin` keeps the
 * original; there is no `format=webp`.
 */
import sharp, { type Metadata } from 'sharp'
import { z } from 'zod'
import { isJsonObject } from '../json-body.ts'
import { oneOf, optionalInteger, parseFields } from './body.ts'
import { ERRORS } from './errors.ts'

export const MAX_DIMENSION = 2500
/** Larger sources are refused, as imgproxy's max_src_resolution does. */
const MAX_SOURCE_PIXELS = 50_000_000

const RESIZE_MODES = ['cover', 'contain', 'fill'] as const
const FORMATS = ['origin', 'avif'] as const

export interface TransformOptions {
  width?: number
  height?: number
  resize: (typeof RESIZE_MODES)[number]
  quality: number
  format?: (typeof FORMATS)[number]
}

/** 0 or absent leaves a side free; larger than MAX_DIMENSION is cut down to it. */
const dimension = () =>
  optionalInteger({ min: 0 }).transform((value) =>
    value ? Math.min(value, MAX_DIMENSION) : undefined,
  )

const transformFields = z.object({
  width: dimension(),
  height: dimension(),
  resize: oneOf(RESIZE_MODES),
  quality: optionalInteger({ min: 20, max: 100 }),
  format: oneOf(FORMATS),
})

function parseOptions(
  source: Record<string, unknown>,
  where: 'querystring' | 'body',
): TransformOptions {
  const fields = parseFields(transformFields, source, where)
  return { ...fields, resize: fields.resize ?? 'cover', quality: fields.quality ?? 80 }
}

export function transformFromQuery(query: Record<string, string>): TransformOptions {
  return parseOptions(query, 'querystring')
}

/** A signed URL's `transform` option as the string its token carries, or undefined for none. */
export function transformationsFromBody(transform: unknown): string | undefined {
  if (transform === undefined || transform === null) return undefined
  if (!isJsonObject(transform)) throw ERRORS.invalidParameter('body/transform must be object')
  if (Object.keys(transform).length === 0) return undefined
  // Checked on its own, so a refusal names `body/width` (not `body/transform/width`) as it always has.
  return describeTransform(parseOptions(transform, 'body')).join(',')
}

/** Reads back what `transformationsFromBody` wrote; the token was signed by us. */
export function transformFromString(transformations: string): TransformOptions {
  const source: Record<string, string> = {}
  for (const part of transformations.split(',')) {
    const [key, value] = part.split(':')
    if (key && value !== undefined) source[key] = value
  }
  return parseOptions(source, 'querystring')
}

/** The applied options, as the X-Transformations header lists them. */
export function describeTransform(options: TransformOptions): string[] {
  const parts: string[] = []
  if (options.width) parts.push(`width:${options.width}`)
  if (options.height) parts.push(`height:${options.height}`)
  if (options.width || options.height) parts.push(`resize:${options.resize}`)
  parts.push(`quality:${options.quality}`)
  if (options.format) parts.push(`format:${options.format}`)
  return parts
}

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff'

const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tiff: 'image/tiff',
}

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const

function originalFormat(format: string | undefined): OutputFormat {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'tiff':
      return format
    case 'heif':
      return 'avif'
    default:
      // SVG and other vector or exotic sources come out as PNG.
      return 'png'
  }
}

function chooseFormat(
  options: TransformOptions,
  source: string | undefined,
  accept: string,
  avifAutodetection: boolean,
): OutputFormat {
  if (options.format === 'origin') return originalFormat(source)
  if (options.format === 'avif') return 'avif'
  if (avifAutodetection && accept.includes('image/avif')) return 'avif'
  if (accept.includes('image/webp')) return 'webp'
  return originalFormat(source)
}

export interface RenderedImage {
  data: Buffer
  contentType: string
}

export async function renderImage(
  input: Buffer,
  options: TransformOptions,
  context: { accept: string; avifAutodetection: boolean },
): Promise<RenderedImage> {
  let metadata: Metadata
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata()
  } catch {
    throw ERRORS.imageProcessing('The source object is not an image that can be transformed')
  }
  const format = chooseFormat(options, metadata.format, context.accept, context.avifAutodetection)
  const animated = (metadata.pages ?? 1) > 1 && (format === 'gif' || format === 'webp')
  try {
    let image = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS, animated, autoOrient: true })
    if (options.width || options.height) {
      image = image.resize({
        width: options.width,
        height: options.height,
        fit: FIT[options.resize],
        withoutEnlargement: true,
      })
    }
    const quality = options.quality
    switch (format) {
      case 'jpeg':
        image = image.jpeg({ quality })
        break
      case 'webp':
        image = image.webp({ quality })
        break
      case 'avif':
        image = image.avif({ quality, effort: 2 })
        break
      case 'tiff':
        image = image.tiff({ quality })
        break
      case 'gif':
        image = image.gif()
        break
      case 'png':
        image = image.png()
        break
    }
    return { data: await image.toBuffer(), contentType: CONTENT_TYPES[format] }
  } catch {
    throw ERRORS.imageProcessing('The image could not be transformed')
  }
}
