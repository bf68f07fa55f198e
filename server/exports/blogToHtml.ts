/** Text for an HTML attribute or element, with the five special characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `body{font-family:Georgia,serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1a1a1a}
img{max-width:100%}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem}
blockquote{border-left:3px solid #ccc;margin-left:0;padding-left:1rem;color:#444}pre{background:#f5f5f5;padding:.8rem;overflow:auto}`;

/** A doc as a standalone HTML file: its sanitized HTML with a title, description and a little style. */
export function blogToHtml(doc: { title: string; html: string; description: string; language: string }): string {
  const lang = doc.language.toLowerCase().startsWith('english') ? 'en' : '';
  return `<!doctype html>
<html${lang ? ` lang="${lang}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
<meta name="description" content="${escapeHtml(doc.description)}">
<meta name="generator" content="Longform">
<style>${STYLE}</style>
</head>
<body>
<article>
${doc.html}
</article>
</body>
</html>
`;
}
