import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { openDocument, samples } from '../../test/fileSamples';
import { utf8, windows1257 } from '../../test/importFiles';
import { checkUploadedFile, type UploadPolicy } from './fileChecks';
import { detectKind, kindOfName } from './fileKinds';
import { contentDisposition } from './serveFile';

const everything: UploadPolicy = {
  kinds: ['png', 'jpeg', 'svg', 'pdf', 'csv', 'txt', 'docx', 'xlsx', 'odt', 'legacy_office'],
  maxBytes: 1024,
};

function refusal(name: string, bytes: Buffer, policy = everything) {
  try {
    checkUploadedFile(name, bytes, policy);
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.errors?.[0], message: error.message, status: error.status };
    throw error;
  }
  return null;
}

describe('what a file is, from its bytes', () => {
  it('knows images, PDF, office files, OpenDocument, old Office, SVG, text and web pages', () => {
    expect(detectKind(samples.png)).toBe('png');
    expect(detectKind(samples.jpeg)).toBe('jpeg');
    expect(detectKind(samples.gif)).toBe('gif');
    expect(detectKind(samples.webp)).toBe('webp');
    expect(detectKind(samples.pdf)).toBe('pdf');
    expect(detectKind(samples.docx)).toBe('docx');
    expect(detectKind(samples.xlsx)).toBe('xlsx');
    expect(detectKind(openDocument('application/vnd.oasis.opendocument.text'))).toBe('odt');
    expect(detectKind(openDocument('application/vnd.oasis.opendocument.spreadsheet'))).toBe('ods');
    expect(detectKind(samples.ole)).toBe('legacy_office');
    expect(detectKind(samples.svg)).toBe('svg');
    expect(detectKind(samples.csv)).toBe('text');
    expect(detectKind(windows1257('Vārds;Klase\nĀris;7.a\n'))).toBe('text');
    expect(detectKind(samples.html)).toBe('html');
    expect(detectKind(utf8('  <html><p>hi</p></html>'))).toBe('html');
    expect(detectKind(samples.zip)).toBe('zip');
    expect(detectKind(samples.exe)).toBe('unknown');
    expect(detectKind(Buffer.from('504b0304', 'hex'))).toBe('damaged_zip');
  });

  it('takes the claimed kind from the extension, whatever its case', () => {
    expect(kindOfName('Logo.PNG')).toBe('png');
    expect(kindOfName('foto.jpeg')).toBe('jpeg');
    expect(kindOfName('saraksts.xls')).toBe('legacy_office');
    expect(kindOfName('no-extension')).toBeNull();
    expect(kindOfName('setup.exe')).toBeNull();
  });
});

describe('checking an upload against what its name claims', () => {
  it('accepts a file whose bytes are what its name says', () => {
    expect(checkUploadedFile('logo.png', samples.png, everything)).toBe('png');
    expect(checkUploadedFile('saraksts.csv', samples.csv, everything)).toBe('csv');
    expect(checkUploadedFile('guide.docx', samples.docx, everything)).toBe('docx');
    expect(checkUploadedFile('vecs.xls', samples.ole, everything)).toBe('legacy_office');
    expect(
      checkUploadedFile('teksts.odt', openDocument('application/vnd.oasis.opendocument.text'), everything),
    ).toBe('odt');
  });

  it('refuses disguised files, naming what was found', () => {
    expect(refusal('logo.png', samples.exe)).toEqual({
      code: 'file: content_mismatch',
      message: '“logo.png” is named as a PNG image, but its content is of an unknown type',
      status: 422,
    });
    expect(refusal('guide.pdf', samples.png)?.message).toBe(
      '“guide.pdf” is named as a PDF document, but its content is a PNG image',
    );
    expect(refusal('table.xlsx', samples.docx)?.code).toBe('file: content_mismatch');
    expect(refusal('table.xlsx', samples.zip)?.message).toContain('its content is a zip archive');
    expect(refusal('list.csv', samples.html)).toMatchObject({ code: 'file: web_page', status: 422 });
    expect(refusal('logo.svg', samples.html)?.code).toBe('file: web_page');
  });

  it('refuses types not accepted, empty and oversized files, and SVG with scripts', () => {
    expect(refusal('setup.exe', samples.exe)).toMatchObject({ code: 'file: type_not_allowed', status: 422 });
    expect(refusal('setup.exe', samples.exe)?.message).toContain('Accepted: .png, .jpg, .jpeg, .svg, .pdf');
    expect(refusal('logo.gif', samples.gif)?.code).toBe('file: type_not_allowed');
    expect(refusal('empty.png', Buffer.alloc(0))?.code).toBe('file: empty');
    expect(refusal('big.csv', utf8('a;b\n'.repeat(300)))).toMatchObject({
      code: 'file: too_large',
      status: 413,
    });
    const scripted = utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect(refusal('logo.svg', scripted)?.code).toBe('file: svg_script');
  });
});

describe('the download name', () => {
  it('keeps the letters in filename* and gives plain ASCII in filename', () => {
    expect(contentDisposition('attachment', 'Vadlīnijas "2026".pdf')).toBe(
      `attachment; filename="Vadlinijas _2026_.pdf"; filename*=UTF-8''Vadl%C4%ABnijas%20%222026%22.pdf`,
    );
  });
});
