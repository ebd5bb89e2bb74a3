import { describe, expect, it } from 'vitest';
import { unwrapEmptyPreloads } from './empty-preloads.ts';

describe('unwrapEmptyPreloads', () => {
  it('turns a call without dependencies into the import it wraps', () => {
    const code = 'var a=Y(()=>import(`./x-1.js`),[]);var b=Y(()=>import("./y-2.js"),[]);';
    expect(unwrapEmptyPreloads(code, 'Y')).toEqual({ code: 'var a=(import(`./x-1.js`));var b=(import("./y-2.js"));', left: false });
  });

  it('keeps what the wrapped function does with the module (a lazy view, exports picked at once)', () => {
    const lazy = 'h(()=>Y(()=>import(`./WriteReview-D0.js`).then(e=>({default:e.WriteReview})),[]))';
    expect(unwrapEmptyPreloads(lazy, 'Y').code).toBe('h(()=>(import(`./WriteReview-D0.js`).then(e=>({default:e.WriteReview}))))');
    const picked = 'return Y(async()=>{let{a:e}=await import(`./seo-M.js`);return{a:e}},[]).then(r)';
    expect(unwrapEmptyPreloads(picked, 'Y').code).toBe('return (async()=>{let{a:e}=await import(`./seo-M.js`);return{a:e}})().then(r)');
  });

  it('reads strings and templates holding brackets, commas and ${…}', () => {
    const code = 'Y(()=>import(`./a.js`).then(e=>e.f(`)],${"(,"+`}${1}`}`,")",\'[\')),[])';
    expect(unwrapEmptyPreloads(code, 'Y')).toEqual({ code: '(import(`./a.js`).then(e=>e.f(`)],${"(,"+`}${1}`}`,")",\'[\')))', left: false });
  });

  it('leaves a call with dependencies, and says the helper is still needed', () => {
    const code = 'Y(()=>import(`./x.js`),[`assets/dep.js`]);Y(()=>import(`./y.js`),[])';
    expect(unwrapEmptyPreloads(code, 'Y')).toEqual({ code: 'Y(()=>import(`./x.js`),[`assets/dep.js`]);(import(`./y.js`))', left: true });
  });

  it('touches no other name and no property of that name', () => {
    const code = 'XY(()=>import(`./x.js`),[]);o.Y(()=>1,[]);$Y(()=>2,[])';
    expect(unwrapEmptyPreloads(code, 'Y')).toEqual({ code, left: false });
    expect(unwrapEmptyPreloads('$(()=>import(`./x.js`),[])', '$')).toEqual({ code: '(import(`./x.js`))', left: false });
  });

  it("leaves an inner scope's function of the same short name alone", () => {
    const code = 'new Promise(e=>{f(()=>e(a())),setTimeout(e,1e3)});e(()=>import(`./x.js`),[])';
    expect(unwrapEmptyPreloads(code, 'e')).toEqual({ code: 'new Promise(e=>{f(()=>e(a())),setTimeout(e,1e3)});(import(`./x.js`))', left: false });
  });
});
