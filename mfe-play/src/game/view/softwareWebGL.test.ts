import { isSoftwareWebGL } from './softwareWebGL';

const UNMASKED_RENDERER_WEBGL = 0x9246;
const RENDERER = 0x1f01;

/** A context whose renderer is `unmasked` (null: the browser hides it) and `masked` otherwise. */
function contextOf(unmasked: string | null, masked = 'WebKit WebGL'): WebGLRenderingContext {
  return {
    RENDERER,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' && unmasked !== null ? { UNMASKED_RENDERER_WEBGL } : null,
    getParameter: (parameter: number) => (parameter === UNMASKED_RENDERER_WEBGL ? unmasked : masked),
  } as unknown as WebGLRenderingContext;
}

describe('isSoftwareWebGL', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'Microsoft Basic Render Driver',
  ])('knows %s draws on the CPU', (renderer) => {
    expect(isSoftwareWebGL(contextOf(renderer))).toBe(true);
  });

  it('takes a GPU for a GPU, and a browser that hides its renderer for one too', () => {
    expect(
      isSoftwareWebGL(contextOf('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)')),
    ).toBe(false);
    expect(isSoftwareWebGL(contextOf(null))).toBe(false);
    expect(isSoftwareWebGL(null)).toBe(false);
  });
});
