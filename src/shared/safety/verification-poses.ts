/**
 * The poses a verification selfie copies (issue 23 item 3). The server draws one at random for the
 * member (verification_challenges), so nobody picks an easy one or sends an old photo: a moderator
 * checks that the selfie shows the face of the profile photos AND this pose. Every pose keeps the face
 * in view and suits a member who wears a hijab or niqab-style scarf (nothing asks to show hair or ears).
 * The web words each pose in its catalog; `description` is the English the server's answers carry.
 */
export const VERIFICATION_POSES = [
  'thumbs_up',
  'open_palm',
  'point_up',
  'fist_under_chin',
  'hand_on_heart',
  'shade_eyes',
  'finger_on_cheek',
  'hand_on_head',
] as const;
export type TVerificationPose = (typeof VERIFICATION_POSES)[number];

export const POSE_DESCRIPTIONS: Readonly<Record<TVerificationPose, string>> = {
  thumbs_up: 'Hold a thumbs-up next to your face.',
  open_palm: 'Hold your open hand next to your face, palm towards the camera.',
  point_up: 'Point one finger upwards next to your face.',
  fist_under_chin: 'Rest your chin on your closed fist.',
  hand_on_heart: 'Place your hand flat on your chest, over your heart.',
  shade_eyes: 'Hold a flat hand above your eyebrows, as if shading your eyes from the sun.',
  finger_on_cheek: 'Touch your cheek with one finger.',
  hand_on_head: 'Place one hand flat on top of your head.',
};

export const isVerificationPose = (value: string): value is TVerificationPose =>
  (VERIFICATION_POSES as readonly string[]).includes(value);

/**
 * A drawn pose stays valid this long; after it, opening the screen draws a new one and a selfie sent
 * for the old one is refused (the member takes it again).
 */
export const POSE_VALID_MINUTES = 30;

/** A pose drawn with `random` (0 <= random() < 1), never `except` (the pose being replaced). */
export function drawPose(random: () => number, except: TVerificationPose | null = null): TVerificationPose {
  const choices = VERIFICATION_POSES.filter((pose) => pose !== except);
  return choices[Math.min(Math.floor(random() * choices.length), choices.length - 1)]!;
}
