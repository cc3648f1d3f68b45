/**
 * A short tune as a real WAV file (PCM, 16-bit mono), so the audio player in the client has
 * something to play and a real duration to show.
 */

export interface Tune {
  sampleRate: number;
  /** Frequencies in Hz, one per note; 0 is a rest. */
  notes: number[];
  noteSeconds: number;
}

export function tuneDuration(tune: Tune): number {
  return tune.notes.length * tune.noteSeconds;
}

export function encodeWav(tune: Tune): Buffer {
  const perNote = Math.round(tune.sampleRate * tune.noteSeconds);
  const samples = perNote * tune.notes.length;
  const data = Buffer.alloc(samples * 2);
  tune.notes.forEach((frequency, index) => {
    for (let i = 0; i < perNote; i += 1) {
      const t = i / tune.sampleRate;
      // A quick attack and a gentle decay, so notes do not click against each other.
      const envelope = Math.min(1, i / 200) * Math.exp((-3 * i) / perNote);
      const tone =
        frequency === 0
          ? 0
          : Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
      const value = Math.round(tone * envelope * 9000);
      data.writeInt16LE(Math.max(-32768, Math.min(32767, value)), (index * perNote + i) * 2);
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(tune.sampleRate, 24);
  header.writeUInt32LE(tune.sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
