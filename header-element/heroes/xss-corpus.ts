// XSS payloads thrown at the hero's HTML fields. Each one, if it ever ran, would call
// `window.shsXssFired()`; the unit test checks nothing dangerous survives sanitising and the
// browser test renders them all in a real hero and checks the function is never called.

/** Name of the global function a payload calls when it runs. */
export const XSS_FLAG = 'shsXssFired';

const RUN = `window.${XSS_FLAG}()`;

/** Payloads, one per trick: scripts, handlers, URL schemes, SVG/MathML, srcdoc, styles, mXSS. */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=data:text/javascript,${RUN}></SCRIPT>`,
  `<img src=x onerror="${RUN}">`,
  `<img src="x" OnErRoR=${RUN}>`,
  `<body onload="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="0" y="20">x</text></a></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${RUN}'/></svg>#x"></use></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">x</maction></math>`,
  `<a href="javascript:${RUN}">click</a>`,
  `<a href="JaVaScRiPt:${RUN}">click</a>`,
  `<a href="java&#x09;script:${RUN}">click</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">click</a>`,
  `<a href=" javascript:${RUN}">click</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<a href="#" onclick="${RUN}" onmouseover="${RUN}" onfocus="${RUN}" autofocus tabindex="0">x</a>`,
  `<iframe srcdoc="<script>parent.${XSS_FLAG}()</script>"></iframe>`,
  `<iframe src="javascript:parent.${XSS_FLAG}()"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="data:text/html,<script>parent.${XSS_FLAG}()</script>">`,
  `<form action="javascript:${RUN}"><button formaction="javascript:${RUN}">go</button></form>`,
  `<input autofocus onfocus="${RUN}">`,
  `<details open ontoggle="${RUN}">x</details>`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}"></audio>`,
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `<div style="width: expression(${RUN})">x</div>`,
  `<style>@import 'javascript:${RUN}';</style>`,
  `<link rel="stylesheet" href="javascript:${RUN}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${RUN}>"></noembed>`,
  `<xmp><img title="</xmp><img src=x onerror=${RUN}>"></xmp>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">`,
  `<img src=x:alert(1) onerror=eval(src.replace('x:alert(1)','${RUN}'))>`,
  `<a href="x" target="_blank">opens a tab</a><span onpointerenter="${RUN}">x</span>`,
  `<span data-x="1" onanimationstart="${RUN}" class="x">x</span>`,
];
