/**
 * Object files on disk: `<storageDir>/<bucket>/<object name>`. Every path is
 * validated and then checked to resolve inside the bucket's folder, so no
 * object name can reach outside it. Writes go to a temporary file first and
 * are renamed into place, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ERRORS } from './errors.ts'
import { assertValidBucketName, assertValidObjectName } from './limits.ts'

const TMP_FOLDER = '.tmp'

export class FileStore {
  readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  bucketPath(bucketId: string): string {
    assertValidBucketName(bucketId)
    const folder = path.resolve(this.root, bucketId)
    if (path.dirname(folder) !== this.root) throw ERRORS.invalidBucketName(bucketId)
    return folder
  }

  objectPath(bucketId: string, name: string): string {
    assertValidObjectName(name)
    const folder = this.bucketPath(bucketId)
    const file = path.resolve(folder, ...name.split('/'))
    if (!file.startsWith(folder + path.sep)) throw ERRORS.invalidKey(name)
    return file
  }

  /** Writes the whole object; replaces an existing file atomically. */
  async write(bucketId: string, name: string, data: Uint8Array): Promise<void> {
    const target = this.objectPath(bucketId, name)
    const tmpDir = path.join(this.root, TMP_FOLDER)
    await fs.promises.mkdir(tmpDir, { recursive: true })
    const tmp = path.join(tmpDir, randomUUID())
    await fs.promises.writeFile(tmp, data)
    try {
      await this.placeFile(tmp, target, name)
    } catch (error) {
      await fs.promises.rm(tmp, { force: true })
      throw error
    }
  }

  async copy(fromBucket: string, from: string, toBucket: string, to: string): Promise<void> {
    const source = this.objectPath(fromBucket, from)
    const target = this.objectPath(toBucket, to)
    const tmpDir = path.join(this.root, TMP_FOLDER)
    await fs.promises.mkdir(tmpDir, { recursive: true })
    const tmp = path.join(tmpDir, randomUUID())
    try {
      await fs.promises.copyFile(source, tmp)
    } catch (error) {
      if (isCode(error, 'ENOENT', 'EISDIR')) throw ERRORS.noSuchKey()
      throw error
    }
    try {
      await this.placeFile(tmp, target, to)
    } catch (error) {
      await fs.promises.rm(tmp, { force: true })
      throw error
    }
  }

  async move(fromBucket: string, from: string, toBucket: string, to: string): Promise<void> {
    const source = this.objectPath(fromBucket, from)
    const target = this.objectPath(toBucket, to)
    try {
      await fs.promises.access(source)
    } catch {
      throw ERRORS.noSuchKey()
    }
    await this.placeFile(source, target, to)
    await this.pruneEmptyFolders(fromBucket, path.dirname(source))
  }

  /** Removes an object's file; a file already gone is not an error. */
  async remove(bucketId: string, name: string): Promise<void> {
    const file = this.objectPath(bucketId, name)
    await fs.promises.rm(file, { force: true })
    await this.pruneEmptyFolders(bucketId, path.dirname(file))
  }

  async removeBucket(bucketId: string): Promise<void> {
    await fs.promises.rm(this.bucketPath(bucketId), { recursive: true, force: true })
  }

  /**
   * Opens the object's file for reading (size and bytes then agree even if an
   * upsert replaces it meanwhile), or null when there is no such file.
   */
  async open(
    bucketId: string,
    name: string,
  ): Promise<{ handle: fs.promises.FileHandle; size: number } | null> {
    let handle: fs.promises.FileHandle
    try {
      handle = await fs.promises.open(this.objectPath(bucketId, name), 'r')
    } catch (error) {
      if (isCode(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null
      throw error
    }
    const stat = await handle.stat()
    if (!stat.isFile()) {
      await handle.close()
      return null
    }
    return { handle, size: stat.size }
  }

  async read(bucketId: string, name: string): Promise<Buffer | null> {
    const file = await this.open(bucketId, name)
    if (!file) return null
    try {
      return await file.handle.readFile()
    } finally {
      await file.handle.close()
    }
  }

  private async placeFile(source: string, target: string, name: string): Promise<void> {
    try {
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.rename(source, target)
    } catch (error) {
      // "a" and "a/b" cannot both be files on disk (object stores allow it).
      if (isCode(error, 'ENOTDIR', 'EISDIR', 'EEXIST', 'ENOTEMPTY')) throw ERRORS.nameConflict(name)
      throw error
    }
  }

  /** Folders exist only for their files: drop the ones a removal left empty. */
  private async pruneEmptyFolders(bucketId: string, folder: string): Promise<void> {
    const bucketFolder = this.bucketPath(bucketId)
    let current = folder
    while (current.startsWith(bucketFolder + path.sep)) {
      try {
        await fs.promises.rmdir(current)
      } catch {
        return
      }
      current = path.dirname(current)
    }
  }
}

function isCode(error: unknown, ...codes: string[]): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return typeof code === 'string' && codes.includes(code)
}
