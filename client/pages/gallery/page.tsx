// A gallery page: one published project's stack of images, with a way back to its service and
// on to the neighbouring projects. Unknown and draft slugs never get here: their page data is a
// 404 (an earlier slug, a 301 to the current one).
import type { PageDataMap } from "../../contract/page-data.ts";
import type { PageProps } from "../../lazy-page.tsx";
import { GalleryView } from "../../components/gallery/gallery-view.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { CustomRequests } from "../../components/services/custom-requests.tsx";

export default function GalleryPage({ data }: PageProps<PageDataMap["gallery"]>) {
  return (
    <div className="studio-page">
      <SiteHeader />
      <GalleryView project={data.project} service={data.service} previous={data.previous} next={data.next} />
      <SiteFooter>
        <CustomRequests />
      </SiteFooter>
    </div>
  );
}
