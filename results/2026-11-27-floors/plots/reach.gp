reset
$D0 << EOD
1700.416795648762 0 1603.9552802744163 1813.0762646950498
EOD
$D1 << EOD
1595.8894262934407 1 1585.0743521172387 1661.7041497796038
EOD
$D2 << EOD
1111.940339920472 2 1070.1177795596507 1159.719305427738
EOD
$D3 << EOD
1099.8004635707698 3 1067.7780613513394 1104.5071286929183
EOD
$D4 << EOD
1097.20892104093 4 1074.604781003854 1120.0827892941957
EOD
$D5 << EOD
1096.8275082090256 5 1086.4756253296246 1107.5592932174802
EOD
$D6 << EOD
973.5081647795664 6 961.4301867236381 987.4118112795535
EOD
$D7 << EOD
882.6586426653806 7 812.1083464179058 888.6765684941788
EOD
$D8 << EOD
849.2658665191169 8 804.5290119592888 896.0698182048035
EOD
$D9 << EOD
844.1400637878321 9 839.9459400278722 884.7719156513632
EOD
$D10 << EOD
2030.6454164584559 0 "1,700"
1861.1086477531564 1 "1,600, 94% of the floor's"
1298.8856220790667 2 "1,100, 65% of the floor's"
1237.0479841360686 3 "1,100, 65% of the floor's"
1254.4927240094992 4 "1,100, 65% of the floor's"
1240.466408403578 5 "1,100, 65% of the floor's"
1105.9012286331001 6 "970, 57% of the floor's"
995.3177567134803 7 "880, 52% of the floor's"
1003.59819638938 8 "850, 50% of the floor's"
990.9445455295269 9 "840, 50% of the floor's"
EOD
set terminal pngcairo noenhanced size 900,450 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3 trials" font ',12'
unset key
set logscale x 10
set xrange [11.11111111111111:10240.0]
set yrange [9.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("20" 20, "50" 50, "100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000, "10,000" 10000) font ',9'
set ytics ("raw@uring pubsub (floor)" 0, "raw pubsub (floor)" 1, "redis pubsub" 2, "zmq addressed" 3, "redis reply" 4, "czmq addressed" 5, "nats reply" 6, "zmq pubsub" 7, "nats pubsub" 8, "czmq pubsub" 9) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 20, graph 0 to first 20, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 20" at first 20, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 4 from first 4096, graph 0 to first 4096, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 14 "run: 4,096" at first 4096, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D10 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,450 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3 trials" font ',12'
unset key
set logscale x 10
set xrange [11.11111111111111:10240.0]
set yrange [9.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("20" 20, "50" 50, "100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000, "10,000" 10000) font ',9'
set ytics ("raw@uring pubsub (floor)" 0, "raw pubsub (floor)" 1, "redis pubsub" 2, "zmq addressed" 3, "redis reply" 4, "czmq addressed" 5, "nats reply" 6, "zmq pubsub" 7, "nats pubsub" 8, "czmq pubsub" 9) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 20, graph 0 to first 20, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 20" at first 20, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 4 from first 4096, graph 0 to first 4096, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 14 "run: 4,096" at first 4096, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D10 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
