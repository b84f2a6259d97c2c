import { PDFDocument, PDFName } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { scannedPageImages } from './pdf-scans.ts';

/** A one-page PDF whose only content is a picture stored with the given dictionary and (uncompressed) samples. */
async function pdfWithPicture(dict: Record<string, unknown>, samples: number[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  const stream = doc.context.flateStream(new Uint8Array(samples), { Type: 'XObject', Subtype: 'Image', ...dict } as never);
  page.node.setXObject(PDFName.of('Scan'), doc.context.register(stream));
  return doc.save();
}

/** The grey value of each pixel of the page image taken out of the PDF, row by row. */
async function greys(bytes: Uint8Array): Promise<number[][]> {
  const [image] = await scannedPageImages(bytes, 10);
  expect(image).toMatchObject({ page: 1, format: 'png' });
  const png = PNG.sync.read(Buffer.from(image!.bytes));
  return Array.from({ length: png.height }, (_, y) => Array.from({ length: png.width }, (_, x) => png.data[(y * png.width + x) * 4]!));
}

describe('the page images of a scanned PDF', () => {
  it('reads a 1-bit scan, zero bits black, its rows PNG-predicted', async () => {
    // 8 pixels a row: the first row 10101010, the second the same again by the Up filter (no change: zeros).
    const bytes = await pdfWithPicture(
      { Width: 8, Height: 2, ColorSpace: 'DeviceGray', BitsPerComponent: 1, DecodeParms: { Predictor: 15, Columns: 8 } },
      [0, 0b10101010, 2, 0],
    );
    const row = [255, 0, 255, 0, 255, 0, 255, 0];
    expect(await greys(bytes)).toEqual([row, row]);
  });

  it('reads a stencil mask whose Decode turns its bits round as ink on white', async () => {
    const bytes = await pdfWithPicture({ Width: 4, Height: 1, ImageMask: true, Decode: [1, 0] }, [0b11000000]);
    expect(await greys(bytes)).toEqual([[0, 0, 255, 255]]);
  });

  it('reads an RGB scan with the Sub filter undone', async () => {
    // Two pixels: (10, 20, 30) and, as differences from it, (+5, +5, +5).
    const bytes = await pdfWithPicture(
      { Width: 2, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8, DecodeParms: { Predictor: 11, Colors: 3, Columns: 2 } },
      [1, 10, 20, 30, 5, 5, 5],
    );
    const [image] = await scannedPageImages(bytes, 10);
    const png = PNG.sync.read(Buffer.from(image!.bytes));
    expect([...png.data]).toEqual([10, 20, 30, 255, 15, 25, 35, 255]);
  });

  it('takes the largest picture of a page as its scan, and leaves out a page with none', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const picture = (width: number) =>
      doc.context.register(
        doc.context.flateStream(new Uint8Array(width).fill(128), {
          Type: 'XObject',
          Subtype: 'Image',
          Width: width,
          Height: 1,
          ColorSpace: 'DeviceGray',
          BitsPerComponent: 8,
        } as never),
      );
    page.node.setXObject(PDFName.of('Logo'), picture(3));
    page.node.setXObject(PDFName.of('Scan'), picture(9));
    doc.addPage([200, 200]);
    const images = await scannedPageImages(await doc.save(), 10);
    expect(images).toHaveLength(1);
    expect(PNG.sync.read(Buffer.from(images[0]!.bytes)).width).toBe(9);
  });

  it('leaves out a picture compressed in a way it does not read (a fax scan), and refuses too many pages', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const fax = doc.context.stream(new Uint8Array([0]), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 8,
      Height: 1,
      Filter: 'CCITTFaxDecode',
    } as never);
    page.node.setXObject(PDFName.of('Scan'), doc.context.register(fax));
    doc.addPage([200, 200]);
    const bytes = await doc.save();
    expect(await scannedPageImages(bytes, 10)).toEqual([]);
    await expect(scannedPageImages(bytes, 1)).rejects.toMatchObject({ code: 'too_large' });
  });
});
