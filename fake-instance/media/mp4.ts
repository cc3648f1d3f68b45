import type { H264Stream } from './h264.js';

/**
 * Wraps an H.264 stream in a minimal MP4 (ISO BMFF) file: ftyp, moov with one video track,
 * then mdat. moov comes first so a browser can start playing before the whole file arrives.
 */

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...parts);
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => out.writeUInt32BE(v >>> 0, i * 4));
  return out;
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => out.writeUInt16BE(v & 0xffff, i * 2));
  return out;
}

const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

export function muxMp4(stream: H264Stream, width: number, height: number, fps: number): Buffer {
  const timescale = 1000;
  const delta = Math.round(timescale / fps);
  const duration = delta * stream.frames.length;
  const samples = stream.frames.map((frame) => Buffer.concat([u32(frame.nal.length), frame.nal]));

  const avcC = box(
    'avcC',
    Buffer.from([1, stream.sps[1] ?? 66, stream.sps[2] ?? 0, stream.sps[3] ?? 30, 0xff, 0xe1]),
    u16(stream.sps.length),
    stream.sps,
    Buffer.from([1]),
    u16(stream.pps.length),
    stream.pps,
  );
  const compressor = Buffer.alloc(32);
  const avc1 = box(
    'avc1',
    Buffer.alloc(6), // reserved
    u16(1), // data_reference_index
    Buffer.alloc(16), // pre_defined and reserved
    u16(width, height),
    u32(0x00480000, 0x00480000, 0), // 72 dpi, reserved
    u16(1), // frame_count
    compressor,
    u16(0x0018, 0xffff), // depth, pre_defined -1
    avcC,
  );
  const syncSamples = stream.frames.flatMap((frame, i) => (frame.idr ? [i + 1] : []));

  const moovFor = (chunkOffset: number): Buffer =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0, 0, timescale, duration, 0x00010000),
        u16(0x0100, 0),
        u32(0, 0),
        MATRIX,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3,
          u32(0, 0, 1, 0, duration, 0, 0),
          u16(0, 0, 0, 0),
          MATRIX,
          u32(width << 16, height << 16),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0)),
          fullBox(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide', 'ascii'),
            u32(0, 0, 0),
            Buffer.from('VideoHandler\0', 'ascii'),
          ),
          box(
            'minf',
            fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox('stsd', 0, 0, u32(1), avc1),
              fullBox('stts', 0, 0, u32(1, samples.length, delta)),
              fullBox('stss', 0, 0, u32(syncSamples.length, ...syncSamples)),
              fullBox('stsc', 0, 0, u32(1, 1, samples.length, 1)),
              fullBox('stsz', 0, 0, u32(0, samples.length, ...samples.map((s) => s.length))),
              fullBox('stco', 0, 0, u32(1, chunkOffset)),
            ),
          ),
        ),
      ),
    );

  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'ascii'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'ascii'),
  );
  // The moov size does not depend on the offset value, so measure it once, then write it.
  const moovSize = moovFor(0).length;
  const moov = moovFor(ftyp.length + moovSize + 8);
  return Buffer.concat([ftyp, moov, box('mdat', ...samples)]);
}
