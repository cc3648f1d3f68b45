/**
 * A tiny H.264 (Constrained Baseline) encoder that writes every picture as I_PCM
 * macroblocks: raw samples, no transform and no entropy tables. Far from efficient, but the
 * stream is valid and browsers decode it, which is all a demo video needs. Frames between
 * pictures are P frames whose every macroblock is skipped (a copy of the previous frame).
 */

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  u(bits: number, value: number): void {
    for (let i = bits - 1; i >= 0; i -= 1) this.bit((value >>> i) & 1);
  }

  /** Unsigned Exp-Golomb. */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code)) + 1;
    this.u(length - 1, 0);
    this.u(length, code);
  }

  /** Signed Exp-Golomb. */
  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  aligned(): boolean {
    return this.count === 0;
  }

  alignWithZeros(): void {
    while (this.count !== 0) this.bit(0);
  }

  byte(value: number): void {
    // Only called when aligned, so whole bytes go straight through.
    this.bytes.push(value & 0xff);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignWithZeros();
    return Uint8Array.from(this.bytes);
  }
}

/** Inserts emulation-prevention bytes so no 00 00 0x (x <= 3) appears inside a NAL unit. */
function escape(rbsp: Uint8Array): Buffer {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function nal(refIdc: number, type: number, rbsp: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from([(refIdc << 5) | type]), escape(rbsp)]);
}

export interface YuvPicture {
  /** width * height luma samples, then (width/2 * height/2) Cb and Cr samples. */
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

export interface H264Stream {
  sps: Buffer;
  pps: Buffer;
  /** One access unit per frame (a single slice NAL each), and whether it is an IDR. */
  frames: { nal: Buffer; idr: boolean }[];
}

const LOG2_MAX_FRAME_NUM = 4;

export function encodeH264(
  width: number,
  height: number,
  pictures: YuvPicture[],
  framesPerPicture: number,
): H264Stream {
  if (width % 16 !== 0 || height % 16 !== 0)
    throw new Error('width and height must be multiples of 16');
  const mbWidth = width / 16;
  const mbHeight = height / 16;

  const sps = new BitWriter();
  sps.u(8, 66); // profile_idc: Baseline
  sps.u(8, 0xc0); // constraint_set0 and constraint_set1: Constrained Baseline
  sps.u(8, 30); // level 3.0
  sps.ue(0); // seq_parameter_set_id
  sps.ue(LOG2_MAX_FRAME_NUM - 4);
  sps.ue(2); // pic_order_cnt_type 2: order follows frame_num (no B frames)
  sps.ue(1); // max_num_ref_frames
  sps.u(1, 0); // gaps_in_frame_num_value_allowed_flag
  sps.ue(mbWidth - 1);
  sps.ue(mbHeight - 1);
  sps.u(1, 1); // frame_mbs_only_flag
  sps.u(1, 1); // direct_8x8_inference_flag
  sps.u(1, 0); // frame_cropping_flag
  sps.u(1, 0); // vui_parameters_present_flag

  const pps = new BitWriter();
  pps.ue(0); // pic_parameter_set_id
  pps.ue(0); // seq_parameter_set_id
  pps.u(1, 0); // entropy_coding_mode_flag: CAVLC
  pps.u(1, 0); // bottom_field_pic_order_in_frame_present_flag
  pps.ue(0); // num_slice_groups_minus1
  pps.ue(0); // num_ref_idx_l0_default_active_minus1
  pps.ue(0); // num_ref_idx_l1_default_active_minus1
  pps.u(1, 0); // weighted_pred_flag
  pps.u(2, 0); // weighted_bipred_idc
  pps.se(0); // pic_init_qp_minus26
  pps.se(0); // pic_init_qs_minus26
  pps.se(0); // chroma_qp_index_offset
  pps.u(1, 1); // deblocking_filter_control_present_flag
  pps.u(1, 0); // constrained_intra_pred_flag
  pps.u(1, 0); // redundant_pic_cnt_present_flag

  const frames: { nal: Buffer; idr: boolean }[] = [];
  let frameNum = 0;
  pictures.forEach((picture, pictureIndex) => {
    const idr = new BitWriter();
    idr.ue(0); // first_mb_in_slice
    idr.ue(7); // slice_type: I (all slices of the picture)
    idr.ue(0); // pic_parameter_set_id
    idr.u(LOG2_MAX_FRAME_NUM, 0); // frame_num is 0 on an IDR
    idr.ue(pictureIndex % 2); // idr_pic_id differs between neighbouring IDRs
    idr.u(1, 0); // no_output_of_prior_pics_flag
    idr.u(1, 0); // long_term_reference_flag
    idr.se(0); // slice_qp_delta
    idr.ue(1); // disable_deblocking_filter_idc
    for (let mbY = 0; mbY < mbHeight; mbY += 1) {
      for (let mbX = 0; mbX < mbWidth; mbX += 1) {
        idr.ue(25); // mb_type I_PCM
        idr.alignWithZeros(); // pcm_alignment_zero_bit
        for (let y = 0; y < 16; y += 1)
          for (let x = 0; x < 16; x += 1)
            idr.byte(picture.y[(mbY * 16 + y) * width + mbX * 16 + x] ?? 128);
        for (const plane of [picture.cb, picture.cr]) {
          for (let y = 0; y < 8; y += 1)
            for (let x = 0; x < 8; x += 1)
              idr.byte(plane[(mbY * 8 + y) * (width / 2) + mbX * 8 + x] ?? 128);
        }
      }
    }
    frames.push({ nal: nal(3, 5, idr.trailing()), idr: true });
    frameNum = 0;
    for (let repeat = 1; repeat < framesPerPicture; repeat += 1) {
      frameNum = (frameNum + 1) % (1 << LOG2_MAX_FRAME_NUM);
      const p = new BitWriter();
      p.ue(0); // first_mb_in_slice
      p.ue(5); // slice_type: P (all slices)
      p.ue(0); // pic_parameter_set_id
      p.u(LOG2_MAX_FRAME_NUM, frameNum);
      p.u(1, 0); // num_ref_idx_active_override_flag
      p.u(1, 0); // ref_pic_list_modification_flag_l0
      p.u(1, 0); // adaptive_ref_pic_marking_mode_flag: sliding window
      p.se(0); // slice_qp_delta
      p.ue(1); // disable_deblocking_filter_idc
      p.ue(mbWidth * mbHeight); // mb_skip_run: every macroblock copies the reference
      // P frames are reference frames too: pic_order_cnt_type 2 forbids two non-reference
      // frames in a row.
      frames.push({ nal: nal(2, 1, p.trailing()), idr: false });
    }
  });
  return { sps: nal(3, 7, sps.trailing()), pps: nal(3, 8, pps.trailing()), frames };
}

/** BT.601 limited-range conversion; samples stay within 16-240, never zero bytes. */
export function rgbToYuv(r: number, g: number, b: number): [number, number, number] {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  return [
    Math.round(16 + 65.481 * R + 128.553 * G + 24.966 * B),
    Math.round(128 - 37.797 * R - 74.203 * G + 112 * B),
    Math.round(128 + 112 * R - 93.786 * G - 18.214 * B),
  ];
}
