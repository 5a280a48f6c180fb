#pragma once

// oneDNN keeps created primitives (and the kernels it generated for them) in
// a process-wide cache, so "create a fresh primitive" is only cold the first
// time in a process. While one of these scopes is alive the cache is off
// (capacity 0, which also empties it): every primitive creation generates its
// kernel again, which is what the cold-call measurement must include. The
// previous capacity comes back on destruction. Process-wide: hold it only
// where nothing else creates oneDNN primitives at the same time (the compute
// engine runs one job at a time).

namespace gpulab::kernels {

class OneDnnColdScope {
public:
    OneDnnColdScope();
    ~OneDnnColdScope();
    OneDnnColdScope(const OneDnnColdScope &) = delete;
    OneDnnColdScope &operator=(const OneDnnColdScope &) = delete;

    // False when oneDNN refused to change the cache (the cold figure may then
    // come from the cache, and the caller should say so).
    [[nodiscard]] bool active() const { return m_active; }

private:
    int m_previousCapacity = -1;
    bool m_active = false;
};

} // namespace gpulab::kernels
