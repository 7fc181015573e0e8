/** flag_icon holds an emoji or an image URL. */
export function isImageFlag(flag: string): boolean {
  return /^(https?:\/\/|\/)/.test(flag)
}
