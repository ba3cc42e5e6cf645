import * as THREE from 'three';
import * as OBC from '@thatopen/components';
import type { FragmentsModel } from '@thatopen/fragments';
import workerUrl from '@thatopen/fragments/worker?url';
import { ViewerRenderer } from './effects';
import { EdgeLayer, type EdgeStats } from './edges';

// The 3D scene: That Open's world (scene, orbit/ortho camera, renderer) and the fragments of one
// model, plus the viewer's own tools (picking, visibility, opacity, section planes, measuring,
// viewpoints) and display settings (element edges, ambient occlusion: edges.ts, effects.ts).
// No React here; the page drives it.

export interface ViewPort {
  position: [number, number, number];
  target: [number, number, number];
  up: [number, number, number];
  aspect: number;
  /** Vertical field of view of the perspective camera, degrees (kept in orthographic views too). */
  fov: number;
  /** Height of the view in world units at the target (BCF's ViewToWorldScale); restores an orthographic zoom. */
  orthoScale: number;
  isPerspective: boolean;
  quaternion: [number, number, number, number];
  projection: 'perspective' | 'orthographic';
  hiddenNodes: number[];
  isolatedNodes: number[];
  selectionNodes: number[];
  focal: number;
  angular: number;
}
export interface Viewpoint {
  viewPorts: ViewPort;
  clipplaneList: { x: number; y: number; z: number; w: number }[];
}

/**
 * What the fragments worker's replies can change in the drawn scene, as one string: the tiles
 * (objects), their visibility, geometry (draw groups, attribute versions: three uploads an
 * attribute only after its version moved), instance counts and materials (colour, opacity).
 */
function drawnState(root: THREE.Object3D): string {
  const parts: (number | string)[] = [];
  root.traverse((o) => {
    parts.push(o.id, o.visible ? 1 : 0);
    const mesh = o as Partial<THREE.Mesh & THREE.InstancedMesh>;
    const g = mesh.geometry;
    if (g) {
      parts.push(g.id, g.index?.version ?? -1, g.drawRange.start, g.drawRange.count);
      for (const grp of g.groups) parts.push(grp.start, grp.count, grp.materialIndex ?? 0);
      for (const a of Object.values(g.attributes)) parts.push('isInterleavedBufferAttribute' in a ? a.data.version : a.version);
    }
    if (mesh.isInstancedMesh) parts.push(mesh.count!, mesh.instanceMatrix!.version, mesh.instanceColor?.version ?? -1);
    const materials = mesh.material === undefined ? [] : Array.isArray(mesh.material) ? mesh.material : [mesh.material];
    // Not the material's version: the library sets needsUpdate on a painted (highlighted)
    // model's materials at every refresh, with the same colour and opacity.
    for (const m of materials) parts.push(m.uuid, m.opacity, m.transparent ? 1 : 0, m.visible ? 1 : 0, (m as { color?: THREE.Color }).color?.getHex() ?? -1);
  });
  return parts.join(',');
}

const SELECT = { color: new THREE.Color('#1677ff'), renderedFaces: 1, opacity: 1, transparent: false } as const;

export class ModelViewer {
  readonly components = new OBC.Components();
  readonly world: OBC.SimpleWorld<OBC.SimpleScene, OBC.OrthoPerspectiveCamera, ViewerRenderer>;
  private fragments: OBC.FragmentsManager;
  model: FragmentsModel | null = null;
  private selected: number[] = [];
  private hidden = new Set<number>();
  private isolated: number[] = [];
  private planes: THREE.Plane[] = [];
  private measureLayer = new THREE.Group();
  private measureStart: THREE.Vector3 | null = null;
  /** Length unit scale: metres in the scene → the unit shown (mm, or ft through the measure rate). */
  measureRate = 1;
  onMeasure: ((mm: number) => void) | null = null;
  private edges: EdgeLayer | null = null;
  private edgesOn = false;
  private edgeBuild: Promise<EdgeStats | null> | null = null;

  constructor(private readonly container: HTMLElement) {
    const worlds = this.components.get(OBC.Worlds);
    this.world = worlds.create();
    this.world.scene = new OBC.SimpleScene(this.components);
    this.world.scene.setup();
    this.world.scene.three.background = new THREE.Color('#eef1f5');
    this.world.renderer = new ViewerRenderer(this.components, container, { preserveDrawingBuffer: true });
    this.world.camera = new OBC.OrthoPerspectiveCamera(this.components);
    this.components.init();
    this.world.renderer.three.localClippingEnabled = true;
    this.world.scene.three.add(this.measureLayer);
    this.world.renderer.aoExclude.push(this.measureLayer);
    // The raycaster follows the pointer over the canvas from the start (picking, measuring).
    this.components.get(OBC.Raycasters).get(this.world);
    this.fragments = this.components.get(OBC.FragmentsManager);
    this.fragments.init(workerUrl);
    this.world.camera.controls.addEventListener('rest', () => void this.refresh());
    this.fragments.core.onModelLoaded.add((model) => {
      model.useCamera(this.world.camera.three);
      model.getClippingPlanesEvent = () => this.planes;
      // Tiles, colours and visibility arrive from the worker: a still view is drawn again. The
      // fragments library refreshes the view again and again while a model is open (each reply
      // schedules the next), so only a reply that changed what is drawn marks the view stale.
      let drawn = '';
      model.onViewUpdated.add(() => {
        const now = drawnState(model.object);
        if (now === drawn) return;
        drawn = now;
        this.world.renderer!.invalidate();
      });
      this.world.scene.three.add(model.object);
      this.world.renderer!.setEffectsBox(model.box);
      void this.refresh();
    });
  }

  /** Loads a fragments file; resolves when the model is in the scene and framed. */
  async load(bytes: ArrayBuffer, modelId: string) {
    this.model = await this.fragments.core.load(bytes, { modelId });
    await this.refresh();
    await this.home();
    if (this.edgesOn) void this.setEdges(true);
    return this.model;
  }

  /** Asks the fragments worker for the current view, then has a still view with effects redrawn. */
  private async refresh() {
    await this.fragments.core.update(true);
    this.world.renderer?.invalidate();
  }

  /**
   * Element edges on or off. The first time on, they are built from the model's geometry in
   * the background (batch by batch); off only hides them. Resolves when they are complete.
   */
  async setEdges(on: boolean): Promise<EdgeStats | null> {
    this.edgesOn = on;
    if (this.edges) this.edges.group.visible = on;
    this.world.renderer?.invalidate();
    if (!on || !this.model) return null;
    if (!this.edges) {
      const layer = new EdgeLayer(this.model, () => this.world.renderer?.invalidate());
      this.edges = layer;
      this.world.scene.three.add(layer.group);
      this.world.renderer!.aoExclude.push(layer.group);
      this.edgeBuild = layer.build().catch((e: unknown) => {
        console.error('element edges', e); // the batches built so far stay shown
        return null;
      });
      await this.syncEdges();
    }
    return this.edgeBuild;
  }

  /** Ambient occlusion (post-processing) on or off. */
  setEffects(on: boolean) {
    this.world.renderer!.effects = on;
  }

  /** For tests: what the display settings have drawn so far. */
  displayState() {
    const r = this.world.renderer!;
    return { edges: this.edgesOn && !!this.edges ? this.edges.state() : null, effects: r.effects, effectFrames: r.effectFrames, frames: r.frames };
  }

  /** Edges follow hidden and isolated elements. */
  private async syncEdges() {
    if (!this.edges || !this.model) return;
    const all = !this.hidden.size && !this.isolated.length;
    this.edges.setVisible(all ? null : await this.model.getItemsByVisibility(true));
  }

  async home() {
    if (!this.model) return;
    const sphere = this.model.box.getBoundingSphere(new THREE.Sphere());
    const c = sphere.center;
    const r = Math.max(sphere.radius, 1);
    await this.world.camera.controls.setLookAt(c.x + r * 1.4, c.y + r * 1.1, c.z + r * 1.4, c.x, c.y, c.z, false);
    await this.refresh();
  }

  /** The element under the pointer (the raycaster's last pointer position), or null. */
  async pick(_ev?: MouseEvent) {
    if (!this.model) return null;
    const hit = await this.components.get(OBC.Raycasters).get(this.world).castRay();
    return hit && 'localId' in hit && typeof hit.localId === 'number' ? { localId: hit.localId, point: hit.point.clone() } : null;
  }

  async select(ids: number[]) {
    if (!this.model) return;
    if (this.selected.length) await this.model.resetHighlight(this.selected);
    this.selected = [...ids];
    if (ids.length) await this.model.highlight(ids, SELECT);
    await this.refresh();
  }

  /**
   * Colours groups of elements (the 3D progress viewer): every earlier colour goes, then each
   * group is painted in order (a later group wins). `select` keeps working on top of it.
   */
  async paint(groups: { ids: number[]; color: string; opacity?: number }[]) {
    if (!this.model) return;
    await this.model.resetHighlight(undefined);
    for (const g of groups) {
      if (!g.ids.length) continue;
      const opacity = g.opacity ?? 1;
      await this.model.highlight(g.ids, { color: new THREE.Color(g.color), renderedFaces: 1, opacity, transparent: opacity < 1 });
    }
    this.selected = [];
    await this.refresh();
  }

  /** The ids of the model's elements that have geometry (what can be seen and picked). */
  async elementIds(): Promise<number[]> {
    return this.model ? this.model.getItemsIdsWithGeometry() : [];
  }

  async setVisible(ids: number[], visible: boolean) {
    if (!this.model || !ids.length) return;
    for (const id of ids)
      if (visible) this.hidden.delete(id);
      else this.hidden.add(id);
    await this.model.setVisible(ids, visible);
    await this.syncEdges();
    await this.refresh();
  }

  /** Shows only these elements (empty: everything again, minus what was hidden by hand). */
  async isolate(ids: number[]) {
    if (!this.model) return;
    this.isolated = [...ids];
    if (!ids.length) {
      await this.model.resetVisible();
      if (this.hidden.size) await this.model.setVisible([...this.hidden], false);
    } else {
      await this.model.setVisible(undefined, false);
      await this.model.setVisible(ids, true);
    }
    await this.syncEdges();
    await this.refresh();
  }

  async setOpacity(value: number) {
    if (!this.model) return;
    if (value >= 1) await this.model.resetOpacity(undefined);
    else await this.model.setOpacity(undefined, value);
    await this.refresh();
  }

  /** A horizontal section at height y (metres): everything above is cut away. null removes it. */
  async setSection(y: number | null) {
    this.planes = y === null ? [] : [new THREE.Plane(new THREE.Vector3(0, -1, 0), y)];
    this.world.renderer!.three.clippingPlanes = this.planes;
    await this.refresh();
  }

  get sectionHeight(): number | null {
    return this.planes.length ? this.planes[0].constant : null;
  }

  bounds() {
    return this.model ? this.model.box.clone() : new THREE.Box3();
  }

  /** The floor level (scene metres) of a storey: the bottom of its elements' boxes. */
  async levelOf(ids: number[]): Promise<number> {
    if (!this.model) return 0;
    const box = await this.model.getMergedBox(ids);
    return box.isEmpty() ? this.model.box.min.y : box.min.y;
  }

  /** Looks at the model from a direction (top, front, … or the isometric home). */
  async preset(dir: [number, number, number]) {
    if (!this.model) return;
    const sphere = this.model.box.getBoundingSphere(new THREE.Sphere());
    const d = new THREE.Vector3(...dir).normalize().multiplyScalar(Math.max(sphere.radius, 1) * 2.2);
    const c = sphere.center;
    await this.world.camera.controls.setLookAt(c.x + d.x, c.y + d.y, c.z + d.z, c.x, c.y, c.z, false);
    await this.refresh();
  }

  /** A storey plan: cut above the storey (elevation in metres) and look straight down. */
  async planView(elevation: number, cutAbove = 1.2) {
    if (!this.model) return;
    const box = this.model.box;
    const c = box.getCenter(new THREE.Vector3());
    await this.setSection(elevation + cutAbove);
    const span = Math.max(box.max.x - box.min.x, box.max.z - box.min.z, 1);
    await this.world.camera.controls.setLookAt(c.x, elevation + span * 1.5, c.z + 0.001, c.x, elevation, c.z, false);
  }

  /** Two clicks measure a distance; the figure goes to onMeasure in millimetres. */
  async measureClick(ev: MouseEvent) {
    const hit = await this.pick(ev);
    if (!hit) return;
    const dot = new THREE.Mesh(new THREE.SphereGeometry(0.05), new THREE.MeshBasicMaterial({ color: '#fa541c', depthTest: false }));
    dot.position.copy(hit.point);
    dot.renderOrder = 10;
    this.measureLayer.add(dot);
    this.world.renderer!.invalidate();
    if (!this.measureStart) {
      this.measureStart = hit.point;
      return;
    }
    const line = new THREE.Line(
      new THREE.BufferGeometry().setFromPoints([this.measureStart, hit.point]),
      new THREE.LineBasicMaterial({ color: '#fa541c', depthTest: false }),
    );
    line.renderOrder = 10;
    this.measureLayer.add(line);
    this.world.renderer!.invalidate();
    const mm = this.measureStart.distanceTo(hit.point) * 1000;
    this.measureStart = null;
    this.onMeasure?.(mm);
  }

  clearMeasures() {
    this.measureStart = null;
    for (const o of [...this.measureLayer.children]) {
      this.measureLayer.remove(o);
      if (o instanceof THREE.Mesh || o instanceof THREE.Line) o.geometry.dispose();
    }
    this.world.renderer?.invalidate();
  }

  /** The current view as spec 2 §3 describes it (camera, node states, clip planes). */
  viewpoint(): Viewpoint {
    const cam = this.world.camera;
    const three = cam.three;
    const controls = cam.controls;
    const pos = controls.getPosition(new THREE.Vector3());
    const target = controls.getTarget(new THREE.Vector3());
    const perspective = three instanceof THREE.PerspectiveCamera;
    const persp = cam.threePersp;
    const ortho = cam.threeOrtho;
    const focal = pos.distanceTo(target);
    // The visible height: from the frustum and zoom in ortho, from distance and fov in perspective.
    const height = perspective ? 2 * focal * Math.tan(THREE.MathUtils.degToRad(persp.fov) / 2) : (ortho.top - ortho.bottom) / ortho.zoom;
    return {
      viewPorts: {
        position: pos.toArray(),
        target: target.toArray(),
        up: three.up.toArray(),
        aspect: persp.aspect > 0 ? persp.aspect : 1,
        fov: persp.fov,
        orthoScale: height > 0 ? height : 1,
        isPerspective: perspective,
        quaternion: three.quaternion.toArray(),
        projection: perspective ? 'perspective' : 'orthographic',
        hiddenNodes: [...this.hidden],
        isolatedNodes: [...this.isolated],
        selectionNodes: [...this.selected],
        focal,
        angular: 0,
      },
      clipplaneList: this.planes.map((p) => ({ x: p.normal.x, y: p.normal.y, z: p.normal.z, w: p.constant })),
    };
  }

  /** Restores a saved view exactly: projection, fov, up, camera, ortho height, clip planes, hidden/isolated/selected. */
  async restore(vp: Viewpoint) {
    const v = vp.viewPorts;
    const cam = this.world.camera;
    if (v.fov > 0 && v.fov < 180 && cam.threePersp.fov !== v.fov) {
      cam.threePersp.fov = v.fov;
      cam.threePersp.updateProjectionMatrix();
    }
    await cam.projection.set(v.isPerspective ? 'Perspective' : 'Orthographic');
    const up = new THREE.Vector3(v.up[0], v.up[1], v.up[2]);
    if (up.lengthSq() > 0 && !up.equals(cam.three.up)) {
      cam.threePersp.up.copy(up);
      cam.threeOrtho.up.copy(up);
      cam.controls.updateCameraUp();
    }
    await cam.controls.setLookAt(v.position[0], v.position[1], v.position[2], v.target[0], v.target[1], v.target[2], false);
    if (!v.isPerspective && v.orthoScale > 0) {
      const o = cam.threeOrtho;
      await cam.controls.zoomTo((o.top - o.bottom) / v.orthoScale, false);
    }
    this.planes = vp.clipplaneList.map((p) => new THREE.Plane(new THREE.Vector3(p.x, p.y, p.z), p.w));
    this.world.renderer!.three.clippingPlanes = this.planes;
    if (this.model) {
      await this.model.resetVisible();
      this.hidden = new Set(v.hiddenNodes);
      if (v.isolatedNodes.length) await this.isolate(v.isolatedNodes);
      else this.isolated = [];
      if (v.hiddenNodes.length) await this.model.setVisible(v.hiddenNodes, false);
      await this.select(v.selectionNodes);
      await this.syncEdges();
    }
    await this.refresh();
  }

  /** A PNG of the current frame (the annotation snapshot). */
  snapshot(maxWidth = 1600): string {
    const renderer = this.world.renderer!;
    renderer.drawNow();
    const src = renderer.three.domElement;
    const scale = Math.min(1, maxWidth / src.width);
    const out = document.createElement('canvas');
    out.width = Math.round(src.width * scale);
    out.height = Math.round(src.height * scale);
    out.getContext('2d')!.drawImage(src, 0, 0, out.width, out.height);
    return out.toDataURL('image/png');
  }

  resize() {
    this.world.renderer?.resize();
    this.world.camera.updateAspect();
  }

  dispose() {
    this.edges?.dispose();
    this.clearMeasures();
    this.components.dispose();
    this.container.replaceChildren();
  }
}
