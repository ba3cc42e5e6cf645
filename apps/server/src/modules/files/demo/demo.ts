import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor, Deps } from '../../../http/context';
import { projects } from '../../projects';
import { users } from '../../accounts';
import { contentStoredHooks } from '../registries';
import { createFile } from '../storage/content';
import { fileLabels, fileNodeLabels, fileNodes } from '../tables';
import { doorScheduleCsv, groundFloorDxf, minutesTxt, pumpHouseIfc, sitePhotoPng, sitePlanPdf } from './content';

/** Folders and files in each demo project, so a newcomer opens a document area with content. */
export async function seedDemoDocuments(deps: Deps, adminLogin = 'padmin') {
  const [admin] = await deps.db.select().from(users).where(eq(users.loginName, adminLogin));
  if (!admin) return;
  const actor = { userId: admin.id } as Actor;
  for (const p of await deps.db.select().from(projects)) {
    const content: [string, string, Buffer][] = [
      ['01 Architecture', 'Site plan.pdf', sitePlanPdf(p.name)],
      ['01 Architecture', 'Ground floor.dxf', groundFloorDxf()],
      ['02 Structure', 'Pump house.ifc', pumpHouseIfc(p.name)],
      ['03 MEP', 'Door schedule.csv', doorScheduleCsv()],
      ['04 Site', 'Site photo.png', sitePhotoPng()],
      ['04 Site', 'Kick-off minutes.txt', minutesTxt(p.name)],
    ];
    const stored = await Promise.all(content.map(([, , bytes]) => deps.blobs.put(Readable.from([bytes]))));
    await deps.db.transaction(async (tx) => {
      const folders = new Map<string, string>();
      let at = deps.now().getTime();
      for (const name of [...new Set(content.map((c) => c[0]))]) {
        const id = randomUUID();
        folders.set(name, id);
        const when = new Date(at++);
        await tx
          .insert(fileNodes)
          .values({ id, projectId: p.id, parentId: null, kind: 'folder', name, createdBy: admin.id, updatedBy: admin.id, createdAt: when, updatedAt: when });
      }
      const review = randomUUID();
      await tx.insert(fileLabels).values([
        { id: review, projectId: p.id, name: 'For review', color: '#fa8c16' },
        { id: randomUUID(), projectId: p.id, name: 'Approved', color: '#52c41a' },
      ]);
      for (let i = 0; i < content.length; i++) {
        const [folder, name] = content[i];
        const node = await createFile(tx, p.id, folders.get(folder)!, name, { blob: stored[i], actor, now: new Date(at++) });
        if (name.endsWith('.dxf')) await tx.insert(fileNodeLabels).values({ nodeId: node.id, labelId: review });
        // The demo model is converted in the background from the first start, as an upload would be.
        for (const hook of contentStoredHooks.values()) await hook(tx, { sha256: stored[i].sha256, fileType: node.fileType }, deps.now());
      }
    });
  }
}
