import { physicalCssInSource } from './physical-css';

const found = (source: string) => physicalCssInSource('Fixture.tsx', source).map((p) => `${p.line} ${p.css}`);

describe('physical left/right CSS', () => {
  it('finds left/right properties in styled-components templates', () => {
    const source = `const Menu = styled.div\`
  position: absolute;
  right: 0;
  margin-left: \${(p) => p.gap}px;
  text-align: left;
  border-right: 1px solid;
  float: right;
\`;`;
    expect(found(source)).toEqual([
      '3 right: 0;',
      '4 margin-left:',
      '5 text-align: left;',
      '6 border-right: 1px solid;',
      '7 float: right;',
    ]);
  });

  it('finds them in JSX style objects', () => {
    expect(found('const A = () => <div style={{ marginRight: 4, color: "red" }} />;')).toEqual([
      '1 marginRight: 4',
    ]);
  });

  it('accepts logical properties and look-alikes', () => {
    const source = `const Menu = styled.div\`
  inset-inline-end: 0;
  margin-inline-start: 8px;
  text-align: start;
  border-inline-end: 1px solid;
  justify-content: flex-start;
  scroll-margin-top: 4px;
\`;
const Spin = keyframes\`to { transform: rotate(360deg); }\`;`;
    expect(found(source)).toEqual([]);
  });
});
