#include "gantt.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

namespace dash::sim {
namespace {

std::string head_colour(int bh) {
  // A few distinguishable hues; neighbouring heads differ.
  static const char* palette[] = {"#4e79a7", "#f28e2b", "#59a14f", "#b07aa1",
                                  "#76b7b2", "#edc948", "#9c755f", "#bab0ac"};
  return palette[bh % 8];
}

std::string fmt(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

}  // namespace

std::string gantt_svg(const SimResult& r, const std::string& title) {
  const int W = static_cast<int>(r.workers.size());
  const double width = 1200, left = 60, top = 40, right = 20;
  const double row = std::max(2.0, std::min(12.0, 700.0 / std::max(W, 1)));
  const double height = top + row * W + 40;
  const double scale = r.makespan > 0 ? (width - left - right) / r.makespan : 1.0;
  std::string s;
  s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + fmt(width) + "\" height=\"" +
       fmt(height) + "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  s += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  s += "<text x=\"" + fmt(left) + "\" y=\"20\">" + title + "</text>\n";
  for (int w = 0; w < W; ++w) {
    const double y = top + row * w;
    // Merge touching work (compute and reduce) of one head, and touching waits:
    // far fewer elements, and the waits stand out.
    const auto& segs = r.workers[w].segments;
    const auto is_wait = [](const Segment& x) { return x.kind == Segment::wait; };
    for (size_t k = 0; k < segs.size();) {
      const Segment& a = segs[k];
      double t1 = a.t1;
      size_t m = k + 1;
      while (m < segs.size() && is_wait(segs[m]) == is_wait(a) &&
             (is_wait(a) || segs[m].bh == a.bh) && segs[m].t0 <= t1 + 1e-9) {
        t1 = segs[m].t1;
        ++m;
      }
      const std::string colour = is_wait(a) ? "#e15759" : head_colour(a.bh);
      s += "<rect x=\"" + fmt(left + a.t0 * scale) + "\" y=\"" + fmt(y) + "\" width=\"" +
           fmt(std::max(0.3, (t1 - a.t0) * scale)) + "\" height=\"" + fmt(row * 0.85) +
           "\" fill=\"" + colour + "\"/>\n";
      k = m;
    }
  }
  const double axis_y = top + row * W + 15;
  s += "<text x=\"5\" y=\"" + fmt(top + 10) + "\">worker 0</text>\n";
  s += "<text x=\"" + fmt(left) + "\" y=\"" + fmt(axis_y) + "\">0</text>\n";
  s += "<text x=\"" + fmt(width - right - 80) + "\" y=\"" + fmt(axis_y) + "\">t = " +
       fmt(r.makespan) + "</text>\n";
  s += "<text x=\"" + fmt(left) + "\" y=\"" + fmt(axis_y + 18) +
       "\">colour: compute and dQ reduce-add (one colour per head), red: waiting for the dQ tile's turn, blank: idle</text>\n";
  s += "</svg>\n";
  return s;
}

}  // namespace dash::sim
