// Several drawings at once: each pinned version is its own attachment (there is no pack of
// pinned versions), so each URL goes to a hidden frame of its own; navigating the page itself
// would cancel all but the last.

const FRAME_LIFETIME_MS = 60_000;

export function downloadInFrames(urls: string[]) {
  for (const url of urls) {
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.src = url;
    document.body.appendChild(frame);
    setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
  }
}
