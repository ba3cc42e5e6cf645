import type { Viewpoint } from '@trestle/shared/annotation-schemas';
import { arr, attr, child, el, leaf, text, type XNode } from './xml';

// A viewpoint ↔ BCF visualization info (viewpoint.bcfv), BCF 2.1 and 3.0. Pure functions: the
// element id ↔ IFC GUID lookups are passed in. Mapping (docs/annotations.md "BCF"):
// position → CameraViewPoint; target − position → CameraDirection; up → CameraUpVector;
// fov → FieldOfView (degrees); aspect → AspectRatio (3.0); orthographic → OrthogonalCamera with
// orthoScale → ViewToWorldScale; clipplaneList → ClippingPlanes; selectionNodes → Selection;
// hiddenNodes → Visibility exceptions (DefaultVisibility true), isolatedNodes → exceptions
// with DefaultVisibility false.

export type Version = '3.0' | '2.1';
type V3 = [number, number, number];

/** Elements without an IFC GUID are written with this OriginatingSystem and their id as AuthoringToolId. */
export const ORIGIN = 'Trestle';

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const len = (a: V3) => Math.hypot(a[0], a[1], a[2]);
const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const norm = (a: V3): V3 => (len(a) > 1e-12 ? scale(a, 1 / len(a)) : [0, 0, -1]);

const xyz = (name: string, v: V3) => el(name, {}, leaf('X', v[0]), leaf('Y', v[1]), leaf('Z', v[2]));

function components(ids: number[] | undefined, guidOf: (id: number) => string | null) {
  return (ids ?? []).map((id) => {
    const guid = guidOf(id);
    return guid ? el('Component', { IfcGuid: guid }) : el('Component', {}, leaf('OriginatingSystem', ORIGIN), leaf('AuthoringToolId', id));
  });
}

/** The .bcfv document body (without the XML declaration). */
export function toVisinfo(vp: Viewpoint, guid: string, version: Version, guidOf: (id: number) => string | null): string {
  const p = vp.viewPorts;
  const isolated = p?.isolatedNodes?.length ? p.isolatedNodes : null;
  const exceptions = components(isolated ?? p?.hiddenNodes, guidOf);
  const selection = components(p?.selectionNodes, guidOf);
  const visibility = el('Visibility', { DefaultVisibility: isolated ? 'false' : 'true' }, exceptions.length ? el('Exceptions', {}, ...exceptions) : '');
  const comps = el('Components', {}, selection.length ? el('Selection', {}, ...selection) : '', visibility);
  let camera = '';
  if (p) {
    const dir = norm(sub(p.target, p.position));
    const common = xyz('CameraViewPoint', p.position) + xyz('CameraDirection', dir) + xyz('CameraUpVector', p.up);
    const aspect = version === '3.0' ? leaf('AspectRatio', p.aspect ?? 1) : '';
    const ortho = p.projection === 'orthographic' || p.isPerspective === false;
    camera = ortho
      ? el('OrthogonalCamera', {}, common, leaf('ViewToWorldScale', p.orthoScale ?? 1), aspect)
      : el('PerspectiveCamera', {}, common, leaf('FieldOfView', p.fov ?? 60), aspect);
  }
  // three.js keeps n·p + w ≥ 0; BCF's Direction points at the part that is cut away.
  const planes = (vp.clipplaneList ?? []).map((c) => {
    const n: V3 = [c.x, c.y, c.z];
    const l = len(n) || 1;
    const unit = scale(n, 1 / l);
    return el('ClippingPlane', {}, xyz('Location', scale(unit, -c.w / l)), xyz('Direction', scale(unit, -1)));
  });
  const clipping = planes.length ? el('ClippingPlanes', {}, ...planes) : '';
  return el('VisualizationInfo', { Guid: guid }, comps, camera, clipping);
}

const num = (x: unknown, name: string): number => {
  const n = Number(text(x, name));
  return Number.isFinite(n) ? n : NaN;
};
const vec = (x: XNode | undefined): V3 | null => {
  if (!x) return null;
  const v: V3 = [num(x, 'X'), num(x, 'Y'), num(x, 'Z')];
  return v.every(Number.isFinite) ? v : null;
};

export interface ComponentRef {
  guid: string | null;
  authoringId: string | null;
  origin: string | null;
}

function refs(list: unknown): ComponentRef[] {
  return arr(child(list, 'Component') ? (list as XNode).Component : undefined).map((c) => ({
    guid: attr(c, 'IfcGuid') || null,
    authoringId: text(c, 'AuthoringToolId') || null,
    origin: text(c, 'OriginatingSystem') || null,
  }));
}

/** Element ids of component references: by IFC GUID, or our own AuthoringToolId. Unmatched ones are dropped. */
function ids(list: ComponentRef[], idOf: (guid: string) => number | null): number[] {
  const out: number[] = [];
  for (const r of list) {
    const byGuid = r.guid ? idOf(r.guid) : null;
    if (byGuid !== null) out.push(byGuid);
    else if (r.origin === ORIGIN && r.authoringId && /^\d+$/.test(r.authoringId)) out.push(Number(r.authoringId));
  }
  return [...new Set(out)];
}

/** The IFC GUIDs a visualization info mentions (to look up in one query). */
export function visinfoGuids(root: XNode): string[] {
  const vi = child(root, 'VisualizationInfo');
  const comps = child(vi, 'Components');
  const vis = child(comps, 'Visibility');
  const legacy = arr(comps?.Component).map((c) => attr(c, 'IfcGuid'));
  return [...refs(child(comps, 'Selection')), ...refs(child(vis, 'Exceptions'))]
    .map((r) => r.guid ?? '')
    .concat(legacy)
    .filter((g) => !!g);
}

/** A parsed .bcfv → viewPorts and clipplaneList (BCF 2.0, 2.1 and 3.0). */
export function fromVisinfo(root: XNode, idOf: (guid: string) => number | null): Viewpoint {
  const vi = child(root, 'VisualizationInfo');
  const out: Viewpoint = {};
  const persp = child(vi, 'PerspectiveCamera');
  const ortho = child(vi, 'OrthogonalCamera');
  const cam = persp ?? ortho;
  const position = vec(child(cam, 'CameraViewPoint'));
  const direction = vec(child(cam, 'CameraDirection'));
  const up = vec(child(cam, 'CameraUpVector'));
  if (cam && position && direction && up) {
    const aspect = num(cam, 'AspectRatio');
    out.viewPorts = { position, target: add(position, norm(direction)), up, isPerspective: !!persp, projection: persp ? 'perspective' : 'orthographic' };
    if (aspect > 0) out.viewPorts.aspect = aspect;
    const fov = num(cam, 'FieldOfView');
    if (persp && fov > 0 && fov < 180) out.viewPorts.fov = fov;
    const s = num(cam, 'ViewToWorldScale');
    if (ortho && !persp && s > 0) out.viewPorts.orthoScale = s;
  }
  const comps = child(vi, 'Components');
  const vis = child(comps, 'Visibility');
  // BCF 2.0 marked components themselves: Components/Component Selected="true" / Visible="false".
  const legacy = arr(comps?.Component);
  const pick = (f: (c: XNode) => boolean) =>
    ids(
      legacy
        .filter(f)
        .map((c) => ({ guid: attr(c, 'IfcGuid') || null, authoringId: text(c, 'AuthoringToolId') || null, origin: text(c, 'OriginatingSystem') || null })),
      idOf,
    );
  const exceptions = [...ids(refs(child(vis, 'Exceptions')), idOf), ...pick((c) => attr(c, 'Visible') === 'false')];
  const selection = [...ids(refs(child(comps, 'Selection')), idOf), ...pick((c) => attr(c, 'Selected') === 'true')];
  if (out.viewPorts || exceptions.length || selection.length) {
    out.viewPorts ??= { position: [0, 0, 10], target: [0, 0, 0], up: [0, 1, 0] };
    if (selection.length) out.viewPorts.selectionNodes = selection;
    if (exceptions.length) {
      if (attr(vis, 'DefaultVisibility') === 'false') out.viewPorts.isolatedNodes = exceptions;
      else out.viewPorts.hiddenNodes = exceptions;
    }
  }
  const planes = arr(child(child(vi, 'ClippingPlanes'), 'ClippingPlane') ? (child(vi, 'ClippingPlanes') as XNode).ClippingPlane : undefined);
  const clip = planes
    .map((pl) => ({ loc: vec(child(pl, 'Location')), dir: vec(child(pl, 'Direction')) }))
    .filter((pl): pl is { loc: V3; dir: V3 } => !!pl.loc && !!pl.dir && len(pl.dir) > 1e-12)
    .slice(0, 6)
    .map(({ loc, dir }) => {
      const n = scale(norm(dir), -1);
      return { x: n[0], y: n[1], z: n[2], w: -(n[0] * loc[0] + n[1] * loc[1] + n[2] * loc[2]) };
    });
  if (clip.length) out.clipplaneList = clip;
  return out;
}
