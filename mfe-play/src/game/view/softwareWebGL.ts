/** Renderers that draw WebGL on the CPU: Chromium's SwiftShader, Mesa's llvmpipe and softpipe, Windows' basic renderer. */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** Whether this context's WebGL is drawn by the CPU (school laptops without a usable GPU driver, headless browsers). */
export function isSoftwareWebGL(gl: WebGLRenderingContext | null): boolean {
  if (!gl) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof renderer === 'string' && SOFTWARE_RENDERERS.test(renderer);
}
