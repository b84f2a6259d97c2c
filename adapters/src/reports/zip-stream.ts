import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of a zip: its name and its content, produced a piece at a time. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
}

const MAX_ZIP32 = 0xffff_ffff;
// Bit 3: sizes and CRC follow the data (they are unknown when the header is written); bit 11: UTF-8 names.
const FLAGS = 0x0808;
const DEFLATE = 8;

/** DOS time and date of a moment, as zip headers store them. */
function dosDateTime(at: Date): [number, number] {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return [time, date];
}

/**
 * Writes a zip archive as its entries' content is produced: each entry is deflated as it streams and its
 * sizes and CRC follow it in a data descriptor, so no entry is ever held whole in memory. Zip32 only: an
 * archive past 4 GiB fails rather than come out corrupt.
 */
export async function* zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, at = new Date()): AsyncGenerator<Buffer> {
  const [time, date] = dosDateTime(at);
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt16LE(name.length, 26);
    const headerOffset = offset;
    yield header;
    yield name;
    offset += header.length + name.length;

    let crc = 0;
    let size = 0;
    let compressed = 0;
    async function* counted() {
      for await (const piece of entry.content) {
        const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
        crc = crc32(bytes, crc);
        size += bytes.length;
        yield bytes;
      }
    }
    for await (const out of Readable.from(counted()).pipe(createDeflateRaw({ level: 6 }))) {
      compressed += (out as Buffer).length;
      yield out as Buffer;
    }
    if (size > MAX_ZIP32 || compressed > MAX_ZIP32 || offset + compressed > MAX_ZIP32)
      throw new RangeError('The archive is too large for a zip32 file');
    offset += compressed;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += descriptor.length;

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(compressed, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(headerOffset, 42);
    central.push(record, name);
    count += 1;
  }
  const directory = Buffer.concat(central);
  yield directory;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield end;
}
