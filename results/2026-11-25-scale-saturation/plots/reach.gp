reset
$D0 << EOD
882.9085221671226 0 758.9911698942661 1015.1293660507192
EOD
$D1 << EOD
676.6204493215689 1 521.5363362685006 724.1044053673182
EOD
$D2 << EOD
629.2264595669512 2 559.4683779744693 764.6479054558563
EOD
$D3 << EOD
1136.9448899768056 0 "880"
810.9969340113965 1 "680"
856.4056541105591 2 "630"
EOD
set terminal pngcairo noenhanced size 900,240 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3 trials" font ',12'
unset key
set logscale x 10
set xrange [11.11111111111111:2537.823415126798]
set yrange [2.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("20" 20, "50" 50, "100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("zmq pubsub" 0, "nats pubsub" 1, "redis pubsub" 2) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 20, graph 0 to first 20, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 20" at first 20, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D1 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D2 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#882255", \
     $D3 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,240 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3 trials" font ',12'
unset key
set logscale x 10
set xrange [11.11111111111111:2537.823415126798]
set yrange [2.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("20" 20, "50" 50, "100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("zmq pubsub" 0, "nats pubsub" 1, "redis pubsub" 2) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 20, graph 0 to first 20, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 20" at first 20, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D1 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D2 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#882255", \
     $D3 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
