import { useEffect, useRef, useState } from 'react';
import { Checkbox } from 'antd';

/**
 * The finished box of a task row. It turns at once on the click (local state, rendered with the
 * click itself; the list's optimistic update comes a few ticks later) and holds that until the
 * task's `finished` changes or the request ends, when the list's value takes over again (a
 * refusal's reload puts the box back).
 */
export function FinishCheckbox(p: { finished: boolean; busy: boolean; label: string; testId: string; onChange(finished: boolean): void }) {
  const [shown, setShown] = useState<boolean | null>(null);
  const wasBusy = useRef(false);
  useEffect(() => setShown(null), [p.finished]);
  useEffect(() => {
    if (wasBusy.current && !p.busy) setShown(null);
    wasBusy.current = p.busy;
  }, [p.busy]);
  return (
    <Checkbox
      checked={shown ?? p.finished}
      disabled={p.busy}
      onChange={(e) => {
        setShown(e.target.checked);
        p.onChange(e.target.checked);
      }}
      aria-label={p.label}
      data-testid={p.testId}
    />
  );
}
