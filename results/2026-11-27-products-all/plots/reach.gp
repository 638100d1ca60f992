reset
$D0 << EOD
1278.4205196065823 0 1252.861396281408 1290.601671976094
EOD
$D1 << EOD
972.8483984578725 1 938.3687428729694 977.6144507004021
EOD
$D2 << EOD
894.3420511799413 2 867.5116347995852 909.8095414640081
EOD
$D3 << EOD
892.9420424803595 3 883.6246196797646 903.4087320252512
EOD
$D4 << EOD
749.7811022498458 4 710.5598997337273 767.9862824396372
EOD
$D5 << EOD
710.0453825655294 5 697.647712212249 731.1073793365047
EOD
$D6 << EOD
705.9155020242237 6 691.7151833943495 721.1235588925827
EOD
$D7 << EOD
642.348745893564 7 611.6096756659247 648.4195838833955
EOD
$D8 << EOD
638.1992768351687 8 618.2166884513466 671.4294476399514
EOD
$D9 << EOD
141.2460624164248 9 136.1397004217474 144.94401498237434
EOD
$D10 << EOD
138.7791652619836 10 136.95252895898884 140.14958598952478
EOD
$D11 << EOD
1445.4738726132252 0 "1,300"
1094.9281847844504 1 "970"
1018.9866864396892 2 "890"
1011.8177798682815 3 "890"
860.1446363323937 4 "750"
818.8402648568853 5 "710"
807.6583859596926 6 "710"
726.2299339494031 7 "640"
752.0009813567456 8 "640"
162.33729678025927 9 "140"
156.96753630826777 10 "140"
EOD
set terminal pngcairo noenhanced size 900,480 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–8 trials (until settled)" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:5120.0]
set yrange [10.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000) font ',9'
set ytics ("raw pubsub (floor)" 0, "zmq addressed" 1, "redis reply" 2, "redis pubsub" 3, "nats reply" 4, "zmq pubsub" 5, "mqtt reply" 6, "nats pubsub" 7, "mqtt pubsub" 8, "rabbitmq pubsub" 9, "rabbitmq reply" 10) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 4 from first 2048, graph 0 to first 2048, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 14 "run: 2,048" at first 2048, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#56B4E9", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#56B4E9", \
     $D11 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,480 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–8 trials (until settled)" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:5120.0]
set yrange [10.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000) font ',9'
set ytics ("raw pubsub (floor)" 0, "zmq addressed" 1, "redis reply" 2, "redis pubsub" 3, "nats reply" 4, "zmq pubsub" 5, "mqtt reply" 6, "nats pubsub" 7, "mqtt pubsub" 8, "rabbitmq pubsub" 9, "rabbitmq reply" 10) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 4 from first 2048, graph 0 to first 2048, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 14 "run: 2,048" at first 2048, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#56B4E9", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#56B4E9", \
     $D11 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
