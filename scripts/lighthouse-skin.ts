/**
 * A local stand-in for the skin service (SKIN_RENDER_URL) while measuring: every path answers
 * with a 100×100 PNG, the size the site asks the real service for, so image audits see the real
 * dimensions and no request leaves the machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

const SIZE = 100;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8×8-block face in two colours, like a Minecraft head scaled up. */
function headPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then pixels
    for (let x = 0; x < SIZE; x++) {
      const dark = (Math.floor((x * 8) / SIZE) + Math.floor((y * 8) / SIZE)) % 2 === 0;
      row.set(dark ? [0x6b, 0x4a, 0x2f] : [0xc6, 0x95, 0x6c], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Listens on `port`, or on any free one when it is 0. */
export async function startSkinStandIn(port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const png = headPng();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': png.length,
      'Cache-Control': 'public, max-age=86400',
    });
    response.end(png);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
