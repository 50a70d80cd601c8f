import { AppError } from '../../http/errors';
import {
  bytesMatchName,
  describeDetected,
  detectKind,
  extensionsOf,
  type FileKind,
  fileKinds,
  kindOfName,
  svgHasScript,
  withArticle,
} from './fileKinds';

/** What one kind of upload accepts: its file kinds and its size limit. */
export type UploadPolicy = { kinds: readonly FileKind[]; maxBytes: number };

export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Why a file is refused; the code travels in `errors` as `file: <code>` for the screens' own wording. */
export type StoredFileProblem =
  | 'empty'
  | 'too_large'
  | 'type_not_allowed'
  | 'content_mismatch'
  | 'web_page'
  | 'svg_script';

export function storedFileError(problem: StoredFileProblem, message: string): AppError {
  return new AppError(problem === 'too_large' ? 'payload_too_large' : 'validation_failed', message, [
    `file: ${problem}`,
  ]);
}

export const tooLargeError = (policy: UploadPolicy) =>
  storedFileError('too_large', `The file is larger than the ${megabytes(policy.maxBytes)} MB limit`);

const accepted = (policy: UploadPolicy) =>
  extensionsOf(policy.kinds)
    .map((extension) => `.${extension}`)
    .join(', ');

/**
 * The kind of an uploaded file once its bytes agree with its name and the policy accepts it. A web page,
 * whatever it is called, and a file whose bytes are not what its name says (a program named logo.png,
 * an HTML page named list.csv) are refused with a sentence naming what was found.
 */
export function checkUploadedFile(fileName: string, bytes: Uint8Array, policy: UploadPolicy): FileKind {
  if (bytes.length === 0) throw storedFileError('empty', 'The file is empty');
  if (bytes.length > policy.maxBytes) throw tooLargeError(policy);
  const claimed = kindOfName(fileName);
  if (!claimed || !policy.kinds.includes(claimed))
    throw storedFileError(
      'type_not_allowed',
      `“${fileName}” is not a type of file accepted here. Accepted: ${accepted(policy)}`,
    );
  const detected = detectKind(bytes);
  if (detected === 'html')
    throw storedFileError('web_page', `“${fileName}” is a web page (HTML), which is not accepted`);
  if (!bytesMatchName(claimed, detected))
    throw storedFileError(
      'content_mismatch',
      `“${fileName}” is named as ${withArticle(fileKinds[claimed].label)}, but its content is ${describeDetected(detected)}`,
    );
  if (claimed === 'svg' && svgHasScript(bytes))
    throw storedFileError(
      'svg_script',
      `“${fileName}” contains scripts or event handlers, which an image must not`,
    );
  return claimed;
}
