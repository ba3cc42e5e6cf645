import * as THREE from 'three';
import * as OBC from '@thatopen/components';
import { FullScreenQuad } from 'three/examples/jsm/postprocessing/Pass.js';
import { generateMagicSquareNoise, GTAOShader } from 'three/examples/jsm/shaders/GTAOShader.js';

// Post-processing of the 3D viewer (isEnableEffectComposer): ambient occlusion, the soft
// darkening of corners, creases and contact lines, with three's GTAO shader driven by hand
// rather than through an EffectComposer chain (RenderPass + GTAOPass + OutputPass). That chain
// did draw under SwiftShader, but (measured at 1280×800, docs/models.md "Display settings"):
// - it cost 4.8 s a frame against 0.1–0.2 s for the plain frame; drawing the scene into the
//   composer's half-float multisampled target alone took 4× the plain frame. Here the frame is
//   drawn as without effects (the canvas' own antialiased buffer, same colours) and the
//   occlusion, computed at half size, is multiplied over it.
// - GTAOPass draws its G-buffer with an override material (MeshNormalMaterial), which turned the
//   entrance door of AC20-FZK-Haus black (its converted normals are unusable) and would draw
//   That Open's LOD meshes (line shaders) as surfaces. Here depth comes from a second render of the scene as
//   it is (its own materials, visibility and clipping) at half size, normals are rebuilt from
//   depth, and lines (edges, measuring marks) are left out of it.
// - three's Poisson denoise turns its taps at random per pixel, which leaves speckles in a still
//   frame; a depth-aware 5×5 blur replaces it (below).
// The occlusion is drawn when the view is still: under software WebGL (SwiftShader here, a VM
// without GPU) an occlusion frame takes about half a second. While the camera moves the plain
// frame shows, and a still view that has not changed is not drawn again.

const PASS_VERTEX = /* glsl */ `
varying vec2 vUv;
void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }`;

/**
 * A 5×5 average of the occlusion over neighbours at about the same distance. GTAO turns its
 * sample directions by a 5×5 pattern, so a 5×5 window holds each direction once and the pattern
 * cancels out; neighbours across a depth step (another element) are left out, so no halo.
 */
const BLUR_FRAGMENT = /* glsl */ `
#include <packing>
uniform sampler2D tAO;
uniform highp sampler2D tDepth;
uniform float cameraNear;
uniform float cameraFar;
varying vec2 vUv;
float viewZ(const in float d) {
#if PERSPECTIVE_CAMERA == 1
  return perspectiveDepthToViewZ(d, cameraNear, cameraFar);
#else
  return orthographicDepthToViewZ(d, cameraNear, cameraFar);
#endif
}
void main() {
  ivec2 size = textureSize(tDepth, 0);
  ivec2 p = ivec2(gl_FragCoord.xy);
  float d0 = texelFetch(tDepth, p, 0).r;
  if (d0 >= 1.0) { gl_FragColor = vec4(1.0); return; }
  float z0 = viewZ(d0);
  float tolerance = 0.02 * abs(z0) + 0.05;
  float sum = 0.0;
  float weights = 0.0;
  for (int y = -2; y <= 2; y++) {
    for (int x = -2; x <= 2; x++) {
      ivec2 q = clamp(p + ivec2(x, y), ivec2(0), size - 1);
      float d = texelFetch(tDepth, q, 0).r;
      float w = d >= 1.0 ? 0.0 : max(0.0, 1.0 - abs(viewZ(d) - z0) / tolerance);
      sum += w * texelFetch(tAO, q, 0).r;
      weights += w;
    }
  }
  gl_FragColor = vec4(vec3(weights > 0.0 ? sum / weights : 1.0), 1.0);
}`;

/** Multiplies the canvas by the occlusion (its colour × ao), upsampled from half size. */
const BLEND_FRAGMENT = /* glsl */ `
uniform sampler2D tAO;
uniform float intensity;
varying vec2 vUv;
void main() { gl_FragColor = vec4(vec3(mix(1.0, texture2D(tAO, vUv).r, intensity)), 1.0); }`;

/**
 * Share of the canvas size the occlusion is computed at, and GTAO's parameters: a radius for
 * rooms and eaves (0.6 m; three's default is 0.25) and 12 samples (16 by default; the blur
 * evens out what fewer leave).
 */
const TUNING = { resolution: 0.5, intensity: 1, gtao: { radius: 0.6, distanceExponent: 1, thickness: 1, scale: 1.2, samples: 12 } };

/** The AO computed at half the canvas size and multiplied over the frame already on the canvas. */
export class AmbientOcclusion {
  private readonly depthTarget: THREE.WebGLRenderTarget;
  private readonly aoTarget: THREE.WebGLRenderTarget;
  private readonly blurTarget: THREE.WebGLRenderTarget;
  private readonly gtao: THREE.ShaderMaterial;
  private readonly blur: THREE.ShaderMaterial;
  private readonly blend: THREE.ShaderMaterial;
  private readonly noise = generateMagicSquareNoise();
  private readonly quad = new FullScreenQuad();
  private readonly clearColor = new THREE.Color();

  constructor(width: number, height: number) {
    const [w, h] = this.scaled(width, height);
    const depth = new THREE.DepthTexture(w, h);
    depth.type = THREE.UnsignedIntType;
    this.depthTarget = new THREE.WebGLRenderTarget(w, h, { depthTexture: depth, samples: 0 });
    this.aoTarget = new THREE.WebGLRenderTarget(w, h, { depthBuffer: false, minFilter: THREE.NearestFilter, magFilter: THREE.NearestFilter });
    this.blurTarget = new THREE.WebGLRenderTarget(w, h, { depthBuffer: false });
    const t = TUNING.gtao;
    this.gtao = new THREE.ShaderMaterial({
      defines: { ...GTAOShader.defines, NORMAL_VECTOR_TYPE: 0, SAMPLES: t.samples },
      uniforms: THREE.UniformsUtils.clone(GTAOShader.uniforms),
      vertexShader: GTAOShader.vertexShader,
      fragmentShader: GTAOShader.fragmentShader,
      depthTest: false,
      depthWrite: false,
    });
    const u = this.gtao.uniforms;
    u.tDepth.value = depth;
    u.tNoise.value = this.noise;
    u.resolution.value.set(w, h);
    u.radius.value = t.radius;
    u.distanceExponent.value = t.distanceExponent;
    u.thickness.value = t.thickness;
    u.scale.value = t.scale;
    this.blur = new THREE.ShaderMaterial({
      defines: { PERSPECTIVE_CAMERA: 1 },
      uniforms: { tAO: { value: this.aoTarget.texture }, tDepth: { value: depth }, cameraNear: { value: 0.1 }, cameraFar: { value: 1000 } },
      vertexShader: PASS_VERTEX,
      fragmentShader: BLUR_FRAGMENT,
      depthTest: false,
      depthWrite: false,
    });
    this.blend = new THREE.ShaderMaterial({
      uniforms: { tAO: { value: this.blurTarget.texture }, intensity: { value: TUNING.intensity } },
      vertexShader: PASS_VERTEX,
      fragmentShader: BLEND_FRAGMENT,
      depthTest: false,
      depthWrite: false,
      transparent: true,
      blending: THREE.CustomBlending,
      blendEquation: THREE.AddEquation,
      blendSrc: THREE.DstColorFactor,
      blendDst: THREE.ZeroFactor,
      blendSrcAlpha: THREE.ZeroFactor,
      blendDstAlpha: THREE.OneFactor,
    });
  }

  private scaled(width: number, height: number) {
    const r = TUNING.resolution;
    return [Math.max(1, Math.round(width * r)), Math.max(1, Math.round(height * r))] as const;
  }

  setSize(width: number, height: number) {
    const [w, h] = this.scaled(width, height);
    this.depthTarget.setSize(w, h);
    this.aoTarget.setSize(w, h);
    this.blurTarget.setSize(w, h);
    this.gtao.uniforms.resolution.value.set(w, h);
  }

  /** Only what lies in this box receives occlusion (the model's box; the sky stays clear). */
  setBox(box: THREE.Box3 | null) {
    const on = !!box && !box.isEmpty();
    if (on) {
      this.gtao.uniforms.sceneBoxMin.value.copy(box.min);
      this.gtao.uniforms.sceneBoxMax.value.copy(box.max);
    }
    if (this.gtao.defines.SCENE_CLIP_BOX !== (on ? 1 : 0)) {
      this.gtao.defines.SCENE_CLIP_BOX = on ? 1 : 0;
      this.gtao.needsUpdate = true;
    }
  }

  private setCamera(camera: THREE.Camera) {
    const c = camera as THREE.PerspectiveCamera | THREE.OrthographicCamera;
    const persp = (c as THREE.PerspectiveCamera).isPerspectiveCamera === true ? 1 : 0;
    // The perspective/orthographic switch changes how depth maps back to distance.
    for (const m of [this.gtao, this.blur]) {
      if (m.defines.PERSPECTIVE_CAMERA !== persp) {
        m.defines.PERSPECTIVE_CAMERA = persp;
        m.needsUpdate = true;
      }
      m.uniforms.cameraNear.value = c.near;
      m.uniforms.cameraFar.value = c.far;
    }
    const u = this.gtao.uniforms;
    u.cameraProjectionMatrix.value.copy(c.projectionMatrix);
    u.cameraProjectionMatrixInverse.value.copy(c.projectionMatrixInverse);
    u.cameraWorldMatrix.value.copy(c.matrixWorld);
  }

  private pass(renderer: THREE.WebGLRenderer, material: THREE.ShaderMaterial, target: THREE.WebGLRenderTarget | null) {
    renderer.setRenderTarget(target);
    if (target) renderer.clear(true, false, false);
    this.quad.material = material;
    this.quad.render(renderer);
  }

  /**
   * Draws the occlusion over the canvas. `exclude`: objects that must not occlude (lines drawn
   * over the model, measuring marks), hidden during the depth pass.
   */
  render(renderer: THREE.WebGLRenderer, scene: THREE.Scene, camera: THREE.Camera, exclude: THREE.Object3D[]) {
    this.setCamera(camera);
    const shown = exclude.filter((o) => o.visible);
    for (const o of shown) o.visible = false;
    const background = scene.background;
    scene.background = null;
    const target = renderer.getRenderTarget();
    const autoClear = renderer.autoClear;
    renderer.getClearColor(this.clearColor);
    const clearAlpha = renderer.getClearAlpha();
    try {
      renderer.setRenderTarget(this.depthTarget);
      renderer.render(scene, camera);
      scene.background = background;
      for (const o of shown) o.visible = true;
      renderer.autoClear = false;
      renderer.setClearColor(0xffffff, 1); // no occlusion where nothing is drawn
      this.pass(renderer, this.gtao, this.aoTarget);
      this.pass(renderer, this.blur, this.blurTarget);
      this.blend.uniforms.intensity.value = TUNING.intensity;
      this.pass(renderer, this.blend, target);
    } finally {
      scene.background = background;
      for (const o of shown) o.visible = true;
      renderer.setRenderTarget(target);
      renderer.autoClear = autoClear;
      renderer.setClearColor(this.clearColor, clearAlpha);
    }
  }

  dispose() {
    for (const t of [this.depthTarget, this.aoTarget, this.blurTarget]) {
      t.depthTexture?.dispose();
      t.dispose();
    }
    for (const m of [this.gtao, this.blur, this.blend]) m.dispose();
    this.noise.dispose();
    this.quad.dispose();
  }
}

/**
 * That Open's renderer, drawing on demand and with the viewer's effects. A frame is drawn only
 * when the view moved (camera, projection, canvas size) or after `invalidate()` (the scene
 * changed: tiles from the fragments worker, colours, visibility, sections, edges, measuring
 * marks); an unchanged view is not drawn again (preserveDrawingBuffer keeps the canvas). That
 * Open's loop asks for a frame every animation frame, and under software WebGL (SwiftShader, a
 * VM or laptop without GPU) each frame of a still model cost a core. With effects on, a moving
 * view gets plain frames and the first frame at rest gets the occlusion.
 */
export class ViewerRenderer extends OBC.SimpleRenderer {
  private ao: AmbientOcclusion | null = null;
  private stale = true;
  private readonly last = { camera: null as THREE.Camera | null, matrix: new THREE.Matrix4(), projection: new THREE.Matrix4(), width: 0, height: 0 };
  private box: THREE.Box3 | null = null;
  /** Objects that must not occlude (edge lines, measuring marks). */
  aoExclude: THREE.Object3D[] = [];
  /** Frames drawn with the occlusion so far (tests wait for one after a change). */
  effectFrames = 0;
  /** Frames drawn so far, with or without the occlusion (tests check a still view draws none). */
  frames = 0;

  constructor(components: OBC.Components, container: HTMLElement, parameters?: Partial<THREE.WebGLRendererParameters>) {
    super(components, container, parameters);
    // A lost and restored context comes back blank: draw the view again.
    this.three.domElement.addEventListener('webglcontextrestored', () => this.invalidate());
  }

  get effects() {
    return this.ao !== null;
  }

  set effects(on: boolean) {
    if (on === this.effects) return;
    if (on) {
      const world = this.currentWorld;
      if (!world) return;
      const size = this.three.getDrawingBufferSize(new THREE.Vector2());
      this.ao = new AmbientOcclusion(size.x, size.y);
      this.ao.setBox(this.box);
      this.onResize.add(this.resized);
    } else {
      this.onResize.remove(this.resized);
      this.ao!.dispose();
      this.ao = null;
    }
    this.stale = true;
  }

  /** The region that receives occlusion (the model's box). */
  setEffectsBox(box: THREE.Box3 | null) {
    this.box = box;
    this.ao?.setBox(box);
    this.stale = true;
  }

  /** Something in the scene changed: the next frame at rest draws the occlusion again. */
  invalidate() {
    this.stale = true;
  }

  private resized = () => {
    const size = this.three.getDrawingBufferSize(new THREE.Vector2());
    this.ao?.setSize(size.x, size.y);
    this.stale = true;
  };

  /** Whether the view differs from the last frame drawn (camera moved, projection, canvas size). */
  private moved(camera: THREE.Camera) {
    // camera-controls moves the camera before three updates its matrix (at render time).
    camera.updateMatrixWorld();
    const l = this.last;
    const { width, height } = this.three.domElement;
    const changed =
      l.camera !== camera || !l.matrix.equals(camera.matrixWorld) || !l.projection.equals(camera.projectionMatrix) || l.width !== width || l.height !== height;
    l.camera = camera;
    l.matrix.copy(camera.matrixWorld);
    l.projection.copy(camera.projectionMatrix);
    l.width = width;
    l.height = height;
    return changed;
  }

  override update() {
    const world = this.currentWorld;
    if (!this.enabled || !world) return;
    const scene = world.scene.three as THREE.Scene;
    const camera = world.camera.three;
    const moving = this.moved(camera);
    if (!moving && !this.stale) return;
    this.onBeforeUpdate.trigger(this);
    this.three.render(scene, camera);
    this.frames++;
    if (!this.ao) this.stale = false;
    else if (moving) this.stale = true;
    else {
      this.ao.render(this.three, scene, camera, this.aoExclude);
      this.stale = false;
      this.effectFrames++;
    }
    this.onAfterUpdate.trigger(this);
  }

  /** Draws the current view now, with the occlusion when effects are on (snapshots). */
  drawNow() {
    const world = this.currentWorld;
    if (!world) return;
    this.three.render(world.scene.three, world.camera.three);
    this.frames++;
    if (this.ao) {
      this.ao.render(this.three, world.scene.three as THREE.Scene, world.camera.three, this.aoExclude);
      this.effectFrames++;
    }
    this.moved(world.camera.three);
    this.stale = false;
  }

  override dispose() {
    this.ao?.dispose();
    this.ao = null;
    super.dispose();
  }
}
