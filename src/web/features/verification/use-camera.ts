import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The front camera for a selfie (navigator.mediaDevices.getUserMedia). 'unavailable': no camera API or no
 * camera (an insecure address, a desktop without one); 'denied': the member refused, or another app
 * holds it. Either way the screen offers an upload instead. The stream stops when the screen goes.
 */
export type CameraState = 'idle' | 'opening' | 'live' | 'unavailable' | 'denied';

const hasCameraApi = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>(() => (hasCameraApi() ? 'idle' : 'unavailable'));

  const release = () => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  };

  const open = useCallback(async () => {
    setState('opening');
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      });
      setState('live');
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      setState(name === 'NotFoundError' || name === 'OverconstrainedError' ? 'unavailable' : 'denied');
    }
  }, []);

  const close = useCallback(() => {
    release();
    setState((current) => (current === 'live' || current === 'opening' ? 'idle' : current));
  }, []);

  // The video element appears with the live state: hand it the stream then.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [state]);

  useEffect(() => release, []);

  /** The current frame as a JPEG; the camera closes once it is taken. */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    close();
    return blob;
  }, [close]);

  return { state, videoRef, open, close, capture };
}
