import { readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import { languageCodes } from "../src/shared/languages";
import { serviceSlugs } from "../src/shared/services";
import { whatsappLink } from "../src/shared/contact-links";
import { company } from "../src/shared/facts";

// The chat message a service page starts names the service by its title (the Chinese
// one said "清关服务服务", the title already ending in "service"; the Indonesian one
// "layanan Jasa Project Handling").
const content = path.resolve(__dirname, "../content");
const template = (language: string) =>
  JSON.parse(readFileSync(path.join(content, "locales", language, "whatsapp.json"), "utf8")).message.service as string;
const title = (slug: string, language: string) =>
  String(matter(readFileSync(path.join(content, "services", slug, `${language}.mdx`), "utf8"), {}).data.title);

/** The text right before and after the title in the message. */
function around(language: string) {
  const [before, after] = template(language).split("{{service}}");
  return { before, after };
}

describe("WhatsApp message of a service page", () => {
  for (const language of languageCodes) {
    for (const slug of serviceSlugs) {
      it(`names ${slug} in ${language} without repeating a word of its title`, () => {
        const name = title(slug, language);
        const { before, after } = around(language);
        // Latin script: the word before the title is not its first word, nor a word for "service"
        // next to a title that has one; the text after it does not repeat its last word.
        const words = name.toLowerCase().split(/\s+/);
        const previous = before.trim().split(/\s+/).pop()?.toLowerCase() ?? "";
        expect(words).not.toContain(previous);
        expect(
          ["layanan", "jasa"].filter((w) => previous === w && words.some((t) => ["layanan", "jasa"].includes(t))),
        ).toEqual([]);
        // Chinese and Japanese: the text after the title does not begin with the title's last characters.
        for (const n of [1, 2]) {
          const tail = name.slice(-n);
          if (/[\u3040-\u9fff]/.test(tail)) expect(after.startsWith(tail)).toBe(false);
        }
        expect(`${before}${name}${after}`).not.toMatch(/服务服务|サービスサービス/);
      });
    }
  }
});

describe("WhatsApp link", () => {
  const digits = company.phone.replace(/\D/g, "");

  it("carries the message exactly, in every script, as the browser reads it", () => {
    for (const message of [
      "Halo, saya tertarik & mau tanya: 100% +62? #1 \"a\" 'b'\nbaris kedua",
      "こんにちは、海上輸送について　質問があります。",
      "您好，我想咨询清关服务 😀",
    ]) {
      const link = whatsappLink(message);
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${digits}`);
      expect(url.searchParams.get("text")).toBe(message);
      // The same address as with every character percent-encoded.
      expect(url.href).toBe(new URL(`https://wa.me/${digits}?text=${encodeURIComponent(message)}`).href);
    }
  });

  it("encodes what a query must, and leaves the other scripts' characters as they are", () => {
    expect(whatsappLink('a b\n&#%+?"=')).toBe(`https://wa.me/${digits}?text=a%20b%0A%26%23%25%2B%3F%22%3D`);
    expect(whatsappLink("海上輸送 é")).toBe(`https://wa.me/${digits}?text=海上輸送%20é`);
    expect(whatsappLink()).toBe(`https://wa.me/${digits}`);
  });
});
