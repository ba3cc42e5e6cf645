import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { TASK_LOG_ORIGINS, type TaskLogOrigin } from '@trestle/shared/task-schemas';
import en from '../../../i18n/locales/en/taskdetail.json';
import zh from '../../../i18n/locales/zh/taskdetail.json';
import ja from '../../../i18n/locales/ja/taskdetail.json';
import { logLine } from './logLine';

type Lng = 'en' | 'zh' | 'ja';
const RES = { en, zh, ja };

// Every history origin reads as a sentence in every language: who did it and the new value.
async function translator(lng: Lng, res: object) {
  const i = createInstance();
  await i.init({ lng, resources: { [lng]: { taskdetail: res } }, defaultNS: 'taskdetail', interpolation: { escapeValue: false } });
  return i.t.bind(i) as unknown as (k: string, v?: object) => string;
}
const level = (n: number) => `L${n}`;
const line = async (origin: string, context: string | null, lng: Lng = 'en') => {
  const t = await translator(lng, RES[lng]);
  const l = logLine({ origin: origin as TaskLogOrigin, context, fromUserName: 'Mia' }, level);
  return t(l.key, l.values);
};

const SAMPLE: Record<string, string | null> = {
  UPDATE_TASK_START_DATE: '2026-03-01',
  UPDATE_TASK_DEADLINE_DATE: '2026-03-09',
  UPDATE_TASK_REAL_START_DATE: '2026-03-02',
  UPDATE_TASK_REAL_DEADLINE_DATE: '2026-03-10',
  UPDATE_TASK_LEVEL: '2',
  MOVE_TASK_LANE: JSON.stringify({ from: 'Todo', to: 'Doing' }),
  ADD_TASK_PRINCIPAL: JSON.stringify({ userId: 'u1', name: 'Paul' }),
  ADD_TASK_ACTOR: JSON.stringify({ userId: 'u1', name: 'Paul' }),
  DELETE_TASK_PRINCIPAL: JSON.stringify({ userId: 'u1', name: 'Paul' }),
  DELETE_TASK_ACTOR: JSON.stringify({ userId: 'u1', name: 'Paul' }),
  TASK_FINISH: null,
  TASK_TODO: null,
  REMOVE_ALL_TASK_PRINCIPAL: null,
};

describe('logLine', () => {
  for (const origin of TASK_LOG_ORIGINS) {
    it(`${origin} reads as a sentence naming who, in en, zh and ja`, async () => {
      const context = origin in SAMPLE ? SAMPLE[origin] : 'Pour slab';
      for (const lng of ['en', 'zh', 'ja'] as const) {
        const s = await line(origin, context, lng);
        expect(s).toContain('Mia');
        expect(s).not.toContain('log.');
        expect(s).not.toContain('{{');
        expect(s).not.toContain(origin);
      }
    });
  }

  it("shows the new value: text, a day, a level word, an assignee's name, both lanes", async () => {
    expect(await line('UPDATE_TASK_TITLE', 'Pour slab')).toBe('Mia changed the title to “Pour slab”');
    expect(await line('UPDATE_TASK_DEADLINE_DATE', '2026-03-09')).toBe('Mia set the end date to 2026-03-09');
    expect(await line('UPDATE_TASK_START_DATE', '2026-03-01T00:00:00.000Z')).toMatch(/^Mia set the start date to \d{4}-\d{2}-\d{2}$/);
    expect(await line('UPDATE_TASK_LEVEL', '3')).toBe('Mia changed the priority to L3');
    expect(await line('ADD_TASK_PRINCIPAL', JSON.stringify({ userId: 'u1', name: 'Paul' }))).toBe('Mia added Paul as assignee');
    expect(await line('MOVE_TASK_LANE', JSON.stringify({ from: 'Todo', to: 'Doing' }))).toBe('Mia moved the task from “Todo” to “Doing”');
    expect(await line('ADD_TASK_ANNOTATION', JSON.stringify({ annotationId: 'a1', name: 'Crack' }))).toBe('Mia linked the annotation “Crack”');
    expect(await line('ADD_TASK_MODEL_ELEMENTS', JSON.stringify({ fileId: 'f1', name: 'house.ifc', count: 3 }))).toBe(
      'Mia linked elements of the 3D model “house.ifc”',
    );
  });

  it('words a cleared date and a cleared note', async () => {
    expect(await line('UPDATE_TASK_REAL_DEADLINE_DATE', null)).toBe('Mia cleared the actual end');
    expect(await line('UPDATE_TASK_REMARK', null)).toBe('Mia cleared the note');
  });

  it('clips a long comment and falls back for an origin it does not know', async () => {
    const s = await line('COMMENT', 'x'.repeat(300));
    expect(s.length).toBeLessThan(160);
    expect(s.endsWith('…')).toBe(true);
    expect(await line('SOMETHING_NEW', 'v')).toBe('Mia: SOMETHING_NEW');
  });
});
