#pragma once

// One named spdlog logger per layer ("kernels", "core", "labs", "app").
// The app installs its sinks (stderr + rotating file) at start-up; a layer
// asking before that, e.g. in a test, gets a plain stderr logger.

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <memory>
#include <string>

namespace gpulab::log {

inline std::shared_ptr<spdlog::logger> get(const std::string &name)
{
    if (auto existing = spdlog::get(name))
        return existing;
    try {
        auto logger = spdlog::stderr_color_mt(name);
        logger->set_level(spdlog::level::warn);
        return logger;
    } catch (const spdlog::spdlog_ex &) {
        // Another thread registered it between our get() and create.
        return spdlog::get(name);
    }
}

} // namespace gpulab::log
