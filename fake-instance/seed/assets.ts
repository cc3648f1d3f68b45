import { blurhashOf } from '../media/blurhash.js';
import type { FileLibrary } from '../media/library.js';
import type { Recipe } from '../media/patterns.js';
import { badgePainter, hex, painterFor } from '../media/patterns.js';
import { encodeGif, orbitFrames } from '../media/gif.js';
import { encodePng } from '../media/png.js';
import { encodeSwf } from '../media/swf.js';
import { encodeVideo, VIDEO } from '../media/video.js';
import { encodeWav, tuneDuration } from '../media/wav.js';
import type { CustomEmojiRecord, MediaRecord } from '../store.js';

/**
 * Every file the seed serves: post media, avatars and headers, custom emoji, stickers,
 * card pictures and the instance's own images. Bytes are made on first request.
 */

interface ImageAsset {
  key: string;
  recipe: Recipe;
  width: number;
  height: number;
  description: string;
}

const IMAGES: ImageAsset[] = [
  {
    key: 'harbour-dusk',
    recipe: { pattern: 'horizon', colours: [hex('#ff8c42'), hex('#2e4057'), hex('#ffd166')] },
    width: 1200,
    height: 800,
    description:
      'The harbour at dusk: an orange sky over dark water, the sun low above the breakwater.',
  },
  {
    key: 'boats',
    recipe: { pattern: 'waves', colours: [hex('#f4d35e'), hex('#0d3b66'), hex('#faf0ca')] },
    width: 1600,
    height: 600,
    description:
      'A wide panorama of small fishing boats moored in a row, their hulls reflected in still water.',
  },
  {
    key: 'net-floats',
    recipe: { pattern: 'dots', colours: [hex('#264653'), hex('#e76f51'), hex('#f4a261')] },
    width: 900,
    height: 900,
    description: 'A heap of orange net floats on the quay, seen from above.',
  },
  {
    key: 'gull',
    recipe: { pattern: 'sun', colours: [hex('#8ecae6'), hex('#ffffff'), hex('#023047')] },
    width: 1000,
    height: 1000,
    description: 'A herring gull on a bollard, staring straight into the lens.',
  },
  {
    key: 'market-stalls',
    recipe: { pattern: 'stripes', colours: [hex('#d62828'), hex('#fcbf49'), hex('#eae2b7')] },
    width: 800,
    height: 1400,
    description: 'A tall photo of striped market awnings, stacked crates of fruit below them.',
  },
  {
    key: 'crane',
    recipe: { pattern: 'grid', colours: [hex('#adb5bd'), hex('#495057'), hex('#212529')] },
    width: 1080,
    height: 1350,
    description: 'A rusty harbour crane against a grey sky, with three gulls on its arm.',
  },
  {
    key: 'seedlings',
    recipe: { pattern: 'dots', colours: [hex('#7f5539'), hex('#80b918'), hex('#d4a373')] },
    width: 1000,
    height: 750,
    description: 'A seed tray of broad bean seedlings, each with two fat green leaves.',
  },
  {
    key: 'sketch-leeks',
    recipe: { pattern: 'stripes', colours: [hex('#f8f9fa'), hex('#52b788'), hex('#d8f3dc')] },
    width: 1200,
    height: 900,
    description: 'Ink and watercolour drawing of three leeks on white paper, roots still muddy.',
  },
  {
    key: 'allotment',
    recipe: { pattern: 'hills', colours: [hex('#caf0f8'), hex('#6a994e'), hex('#a7c957')] },
    width: 1024,
    height: 768,
    description: 'An allotment shed with orange lichen patches on its roof.',
  },
  {
    key: 'loaf-crumb',
    recipe: { pattern: 'rings', colours: [hex('#dda15e'), hex('#fefae0'), hex('#bc6c25')] },
    width: 1000,
    height: 1000,
    description: 'A sourdough loaf cut in half, showing an open, glossy crumb.',
  },
  {
    key: 'proofing',
    recipe: { pattern: 'checker', colours: [hex('#e9edc9'), hex('#d4a373'), hex('#faedcd')] },
    width: 900,
    height: 1200,
    description: 'Dough resting in a floured cane proofing basket.',
  },
  {
    key: 'moon',
    recipe: { pattern: 'sun', colours: [hex('#000814'), hex('#ced4da'), hex('#f8f9fa')] },
    width: 1000,
    height: 1000,
    description: 'The Moon, almost full, sharp craters along the terminator.',
  },
  {
    key: 'star-trails',
    recipe: { pattern: 'rings', colours: [hex('#03045e'), hex('#000814'), hex('#caf0f8')] },
    width: 1400,
    height: 900,
    description: 'Star trails circling the pole star above a dark hedge.',
  },
  {
    key: 'heron-still',
    recipe: { pattern: 'hills', colours: [hex('#bde0fe'), hex('#588157'), hex('#a3b18a')] },
    width: 1280,
    height: 720,
    description: 'A grey heron standing on a wooden post above the water.',
  },
  {
    key: 'spider',
    recipe: { pattern: 'rings', colours: [hex('#432818'), hex('#99582a'), hex('#ffe6a7')] },
    width: 800,
    height: 800,
    description: 'Close-up of a large garden spider in the middle of her web.',
  },
  {
    key: 'ridge',
    recipe: { pattern: 'hills', colours: [hex('#ffddd2'), hex('#006d77'), hex('#83c5be')] },
    width: 1600,
    height: 900,
    description: 'A grassy ridge with a cloud inversion filling the valley below.',
  },
  {
    key: 'stew',
    recipe: { pattern: 'checker', colours: [hex('#9c6644'), hex('#e63946'), hex('#ffb703')] },
    width: 1000,
    height: 800,
    description: 'A large pot of chickpea and apricot stew, flatbread on the side.',
  },
  {
    key: 'panel-sketch',
    recipe: { pattern: 'grid', colours: [hex('#ffffff'), hex('#dee2e6'), hex('#343a40')] },
    width: 900,
    height: 1280,
    description: 'Pencil comic page: six panels, a lighthouse keeper kneeling to greet a cat.',
  },
  {
    key: 'lamp-room',
    recipe: { pattern: 'sun', colours: [hex('#14213d'), hex('#fca311'), hex('#ffffff')] },
    width: 1280,
    height: 720,
    description: 'Game screenshot: a lighthouse lamp room glowing yellow against a night sky.',
  },
];

const CARD_IMAGES: ImageAsset[] = [
  {
    key: 'two-years',
    recipe: { pattern: 'horizon', colours: [hex('#1f4e79'), hex('#0b2545'), hex('#f2b134')] },
    width: 1200,
    height: 630,
    description: '',
  },
  {
    key: 'checklist',
    recipe: { pattern: 'grid', colours: [hex('#003049'), hex('#0b525b'), hex('#fcbf49')] },
    width: 1200,
    height: 630,
    description: '',
  },
  {
    key: 'tide',
    recipe: { pattern: 'waves', colours: [hex('#90e0ef'), hex('#03045e'), hex('#ffffff')] },
    width: 1200,
    height: 630,
    description: '',
  },
];

export const EMOJI: {
  shortcode: string;
  pack: string;
  fill: string;
  ring: string;
  mark: 'heart' | 'star' | 'rings' | 'waves' | 'dots' | 'sun' | 'checker' | 'stripes';
}[] = [
  { shortcode: 'petrel_wave', pack: 'petrel', fill: '#bde0fe', ring: '#1d3557', mark: 'waves' },
  { shortcode: 'heart_pixel', pack: 'petrel', fill: '#ffe5ec', ring: '#e63946', mark: 'heart' },
  { shortcode: 'moon_cat', pack: 'petrel', fill: '#22223b', ring: '#f2e9e4', mark: 'sun' },
  { shortcode: 'bike_bell', pack: 'petrel', fill: '#ffd166', ring: '#ef476f', mark: 'rings' },
  { shortcode: 'sparkle_leaf', pack: 'petrel', fill: '#d8f3dc', ring: '#2d6a4f', mark: 'star' },
  { shortcode: 'sourdough', pack: 'kitchen', fill: '#f4e1c1', ring: '#9c6644', mark: 'dots' },
  { shortcode: 'tea_cup', pack: 'kitchen', fill: '#fefae0', ring: '#606c38', mark: 'checker' },
  { shortcode: 'orbit', pack: 'kitchen', fill: '#0d1b2a', ring: '#e0e1dd', mark: 'rings' },
];

export const STICKER_PACKS: {
  name: string;
  title: string;
  stickers: {
    file: string;
    fill: string;
    ring: string;
    mark: 'heart' | 'star' | 'rings' | 'sun';
  }[];
}[] = [
  {
    name: 'harbour',
    title: 'Harbour stickers',
    stickers: [
      { file: 'buoy.png', fill: '#e63946', ring: '#f1faee', mark: 'rings' },
      { file: 'lighthouse.png', fill: '#1d3557', ring: '#ffd166', mark: 'sun' },
      { file: 'gull.png', fill: '#f1faee', ring: '#457b9d', mark: 'star' },
      { file: 'anchor.png', fill: '#a8dadc', ring: '#1d3557', mark: 'heart' },
    ],
  },
  {
    name: 'garden',
    title: 'Allotment stickers',
    stickers: [
      { file: 'bean.png', fill: '#95d5b2', ring: '#1b4332', mark: 'heart' },
      { file: 'sun.png', fill: '#ffd166', ring: '#f77f00', mark: 'sun' },
      { file: 'snail.png', fill: '#ddb892', ring: '#7f5539', mark: 'rings' },
    ],
  },
];

/**
 * Bytes already encoded in this process, by path and what they were drawn from. The seed's
 * files are the same on every build (only timestamps move), so a reset, which builds the seed
 * again, serves the pictures the first build drew instead of encoding each again on request:
 * encoding them all costs a second or two of CPU, on every reset of a test run.
 */
const encoded = new Map<string, Buffer>();

function made(
  files: FileLibrary,
  path: string,
  mime: string,
  make: () => Buffer,
  drawnFrom?: unknown,
): void {
  const key = drawnFrom === undefined ? path : `${path} ${JSON.stringify(drawnFrom)}`;
  files.add(path, mime, () => {
    let body = encoded.get(key);
    if (!body) {
      body = make();
      encoded.set(key, body);
    }
    return body;
  });
}

export interface AssetIndex {
  /** asset key -> media record without an id (the builder numbers them). */
  media: Map<string, Omit<MediaRecord, 'id'>>;
  emoji: CustomEmojiRecord[];
}

function addImage(
  files: FileLibrary,
  path: string,
  asset: Pick<ImageAsset, 'recipe' | 'width' | 'height'>,
): void {
  made(
    files,
    path,
    'image/png',
    () => encodePng(asset.width, asset.height, painterFor(asset.recipe)),
    asset,
  );
}

export function registerAssets(files: FileLibrary): AssetIndex {
  const media = new Map<string, Omit<MediaRecord, 'id'>>();
  for (const image of IMAGES) {
    const path = `/media/${image.key}.png`;
    addImage(files, path, image);
    media.set(image.key, {
      type: 'image',
      mime: 'image/png',
      path,
      previewPath: path,
      description: image.description,
      blurhash: blurhashOf(painterFor(image.recipe), image.width / image.height),
      width: image.width,
      height: image.height,
    });
  }
  for (const card of CARD_IMAGES) addImage(files, `/media/cards/${card.key}.png`, card);

  const tune = {
    sampleRate: 22050,
    noteSeconds: 0.3,
    notes: [392, 440, 494, 587, 494, 440, 392, 0, 330, 392, 440, 392, 330, 294, 330, 0],
  };
  made(files, '/media/balcony-loop.wav', 'audio/wav', () => encodeWav(tune));
  media.set('balcony-loop', {
    type: 'audio',
    mime: 'audio/wav',
    path: '/media/balcony-loop.wav',
    previewPath: '/media/balcony-loop.wav',
    description: 'A short accordion-like loop: a rising phrase, a pause, and a falling answer.',
    blurhash: null,
    duration: tuneDuration(tune),
  });

  made(files, '/media/heron.mp4', 'video/mp4', () => encodeVideo());
  const heronStill = media.get('heron-still');
  media.set('heron-video', {
    type: 'video',
    mime: 'video/mp4',
    path: '/media/heron.mp4',
    previewPath: '/media/heron-still.png',
    description: 'A heron on a post; the light over the water slowly changes colour.',
    blurhash: heronStill?.blurhash ?? null,
    width: VIDEO.width,
    height: VIDEO.height,
    duration: VIDEO.seconds,
  });

  made(files, '/media/reading-list.txt', 'text/plain; charset=utf-8', () =>
    Buffer.from(
      'Summer reading list (older students)\n\n1. A story with a map in the front\n2. A story told in letters\n3. A book of poems you can read in one sitting\n4. Something true about the sea\n5. Whatever your friend will not stop talking about\n',
    ),
  );
  media.set('reading-list', {
    type: 'unknown',
    mime: 'text/plain',
    path: '/media/reading-list.txt',
    previewPath: '/media/reading-list.txt',
    description: 'reading-list.txt',
    blurhash: null,
  });

  // A legacy Flash attachment, as old Pleroma posts still carry.
  made(files, '/media/harbour-lights.swf', 'application/x-shockwave-flash', () =>
    encodeSwf(400, 300),
  );
  media.set('harbour-lights', {
    type: 'unknown',
    mime: 'application/x-shockwave-flash',
    path: '/media/harbour-lights.swf',
    previewPath: '/media/harbour-lights.swf',
    description: 'harbour-lights.swf',
    blurhash: null,
  });

  const emoji: CustomEmojiRecord[] = EMOJI.map((e) => {
    const path = `/emoji/${e.pack}/${e.shortcode}.png`;
    made(files, path, 'image/png', () =>
      encodePng(64, 64, badgePainter(hex(e.fill), hex(e.ring), e.mark)),
    );
    return {
      shortcode: e.shortcode,
      path,
      tags: [`pack:${e.pack}`],
      category: e.pack,
      visibleInPicker: true,
    };
  });

  // Real instances carry moving emoji; this one lets the stopGifs setting be seen at work.
  made(files, '/emoji/petrel/orbit_spin.gif', 'image/gif', () =>
    encodeGif(
      32,
      32,
      [
        [255, 255, 255],
        [29, 53, 87],
        [230, 57, 70],
        [255, 209, 102],
      ],
      orbitFrames(32, 8),
    ),
  );
  emoji.push({
    shortcode: 'orbit_spin',
    path: '/emoji/petrel/orbit_spin.gif',
    tags: ['pack:petrel'],
    category: 'petrel',
    visibleInPicker: true,
  });

  for (const pack of STICKER_PACKS) {
    for (const sticker of pack.stickers) {
      made(files, `/static/stickers/${pack.name}/${sticker.file}`, 'image/png', () =>
        encodePng(256, 256, badgePainter(hex(sticker.fill), hex(sticker.ring), sticker.mark)),
      );
    }
  }

  made(files, '/favicon.png', 'image/png', () =>
    encodePng(64, 64, badgePainter(hex('#1d3557'), hex('#f1faee'), 'waves')),
  );
  made(files, '/instance/thumbnail.png', 'image/png', () =>
    encodePng(
      1200,
      630,
      painterFor({ pattern: 'horizon', colours: [hex('#1d3557'), hex('#0b2545'), hex('#f2b134')] }),
    ),
  );
  made(files, '/images/background.png', 'image/png', () =>
    encodePng(
      1600,
      900,
      painterFor({ pattern: 'waves', colours: [hex('#1d3557'), hex('#0b2545'), hex('#457b9d')] }),
    ),
  );
  made(files, '/static/logo.png', 'image/png', () =>
    encodePng(128, 128, badgePainter(hex('#f1faee'), hex('#1d3557'), 'waves')),
  );
  // The overlay pleroma-fe draws over blurred previews: a soft dark veil, mostly transparent.
  made(files, '/static/blurhash-overlay.png', 'image/png', () =>
    encodePng(64, 64, (u, v) => [0, 0, 0, Math.round(60 + 40 * Math.hypot(u - 0.5, v - 0.5))]),
  );
  made(files, '/images/avi.png', 'image/png', () =>
    encodePng(
      400,
      400,
      painterFor({ pattern: 'gradient', colours: [hex('#8d99ae'), hex('#edf2f4')] }),
    ),
  );
  made(files, '/images/banner.png', 'image/png', () =>
    encodePng(
      1500,
      500,
      painterFor({ pattern: 'gradient', colours: [hex('#2b2d42'), hex('#8d99ae')] }),
    ),
  );

  return { media, emoji };
}

/** Avatar and header files for one person; returns their URL paths. */
export function registerPortraits(
  files: FileLibrary,
  slug: string,
  avatar: Recipe,
  header: Recipe,
): { avatar: string; header: string } {
  const avatarPath = `/media/avatars/${slug}.png`;
  const headerPath = `/media/headers/${slug}.png`;
  addImage(files, avatarPath, { recipe: avatar, width: 400, height: 400 });
  addImage(files, headerPath, { recipe: header, width: 1500, height: 500 });
  return { avatar: avatarPath, header: headerPath };
}
