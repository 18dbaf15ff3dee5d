import {
  Eye,
  Hand,
  HandFist,
  HandHeart,
  Pointer,
  Smile,
  ThumbsUp,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { TVerificationPose } from '../../../shared/safety/verification-poses';
import { cn } from '../../lib/cn';

const ICONS: Record<TVerificationPose, LucideIcon> = {
  thumbs_up: ThumbsUp,
  open_palm: Hand,
  point_up: Pointer,
  fist_under_chin: HandFist,
  hand_on_heart: HandHeart,
  shade_eyes: Eye,
  finger_on_cheek: Smile,
  hand_on_head: UserRound,
};

/** An illustration of the pose (decorative: the pose is always written beside it). */
export function PoseIcon({ pose, className }: { pose: TVerificationPose; className?: string }) {
  const Icon = ICONS[pose];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong',
        className,
      )}
    >
      <Icon className="size-8" />
    </span>
  );
}
