import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { saveFields, writeValues } from '../custom-fields';
import { projects, projectTypes } from './tables';
import { adoptFreeTextTypes, typeScope } from './types';

/**
 * The demo enterprise's project types with a few custom fields, and values for its demo projects
 * (whose free-text types become these types). Fields are optional, so API callers that create
 * projects by a type's name keep working.
 */
export async function seedDemoProjectTypes(tx: DbOrTx, enterpriseId: string, createdBy: string, now = new Date()) {
  const types: { name: string; fields: Parameters<typeof saveFields>[3] }[] = [
    {
      name: 'Residential',
      fields: [
        { label: 'Residential units', type: 'number', options: [], required: false },
        { label: 'Energy standard', type: 'dropdown-single', options: ['Passive house', 'KfW 40', 'KfW 55'], required: false },
      ],
    },
    {
      name: 'Commercial',
      fields: [
        { label: 'Uses', type: 'dropdown-multiple', options: ['Office', 'Retail', 'Hotel'], required: false },
        { label: 'Anchor tenant', type: 'text', options: [], required: false },
      ],
    },
    { name: 'Infrastructure', fields: [{ label: 'Asset owner', type: 'text', options: [], required: false }] },
  ];
  for (const t of types) {
    const [row] = await tx.insert(projectTypes).values({ id: randomUUID(), enterpriseId, name: t.name, createdBy }).returning();
    await saveFields(tx, enterpriseId, typeScope(row.id), t.fields, now);
  }
  await adoptFreeTextTypes(tx);
  const demo: Record<string, Record<string, string | number | string[]>> = {
    'Harbour View Residences': { residential_units: 214, energy_standard: 'KfW 40' },
    'Riverside Office Tower': { uses: ['Office', 'Retail'], anchor_tenant: 'Elbe Offices AG' },
  };
  const rows = await tx.select().from(projects).where(eq(projects.enterpriseId, enterpriseId));
  for (const p of rows) {
    const values = demo[p.name];
    if (values && p.typeId) await writeValues(tx, typeScope(p.typeId), p.id, values);
  }
}
